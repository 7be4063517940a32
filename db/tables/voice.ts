import type { ColumnType } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** Seed 001 §3: one row of voice preferences per person (absent = the defaults). */
export interface VoicePreferencesTable {
  user_id: string;
  name: string;
  language: string;
  volume: number;
  speed: number;
  pitch: number;
  rate: number;
  ambient_sound: boolean;
  sound_type: string;
  check_interval: number;
  updated_at: UpdatedAt;
}
