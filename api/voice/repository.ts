import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_VOICE_PREFERENCES, type VoicePreferences, type VoiceSoundType } from '../../domain/voice/preferences';

export type VoicePreferencesPatch = Partial<Omit<VoicePreferences, 'focusPreferences'>> & { focusPreferences?: Partial<VoicePreferences['focusPreferences']> };

/** The person's voice preferences; the defaults of seed 001 §9 until they change one. */
export async function loadVoicePreferences(db: Kysely<Database>, userId: string): Promise<VoicePreferences> {
  const row = await db.selectFrom('voice_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_VOICE_PREFERENCES, focusPreferences: { ...DEFAULT_VOICE_PREFERENCES.focusPreferences } };
  return {
    name: row.name,
    language: row.language,
    volume: row.volume,
    speed: row.speed,
    pitch: row.pitch,
    rate: row.rate,
    focusPreferences: { ambientSound: row.ambient_sound, soundType: row.sound_type as VoiceSoundType, checkInterval: row.check_interval },
  };
}

/** Merges the change into the stored preferences in one upsert and returns them all. */
export async function saveVoicePreferences(db: Kysely<Database>, userId: string, patch: VoicePreferencesPatch): Promise<VoicePreferences> {
  return db.transaction().execute(async (trx) => {
    const current = await loadVoicePreferences(trx, userId);
    const { focusPreferences, ...rest } = patch;
    const next: VoicePreferences = { ...current, ...rest, focusPreferences: { ...current.focusPreferences, ...focusPreferences } };
    const values = {
      name: next.name.trim(),
      language: next.language,
      volume: next.volume,
      speed: next.speed,
      pitch: next.pitch,
      rate: next.rate,
      ambient_sound: next.focusPreferences.ambientSound,
      sound_type: next.focusPreferences.soundType,
      check_interval: next.focusPreferences.checkInterval,
      updated_at: new Date(),
    };
    await trx
      .insertInto('voice_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { ...next, name: values.name };
  });
}
