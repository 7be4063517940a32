import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_PREFERENCES, overlaysFrom, type CalendarOverlays, type Preferences } from '../../domain/calendar/preferences';

/** The user's preferences; defaults (America/Los_Angeles, every overlay on) until they change one. */
export async function loadPreferences(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await db.selectFrom('user_settings').select(['time_zone', 'calendar_overlays', 'professional_mode']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULT_PREFERENCES, calendarOverlays: { ...DEFAULT_PREFERENCES.calendarOverlays } };
  return { timeZone: row.time_zone, calendarOverlays: overlaysFrom(row.calendar_overlays), professionalMode: row.professional_mode };
}

export interface PreferencesPatch {
  timeZone?: string;
  calendarOverlays?: Partial<CalendarOverlays>;
  professionalMode?: boolean;
}

/** Upserts the changed preferences in one statement and returns them all. */
export async function savePreferences(db: Kysely<Database>, userId: string, patch: PreferencesPatch): Promise<Preferences> {
  const current = await loadPreferences(db, userId);
  const next: Preferences = {
    timeZone: patch.timeZone ?? current.timeZone,
    calendarOverlays: { ...current.calendarOverlays, ...patch.calendarOverlays },
    professionalMode: patch.professionalMode ?? current.professionalMode,
  };
  const values = { time_zone: next.timeZone, calendar_overlays: JSON.stringify(next.calendarOverlays), professional_mode: next.professionalMode, updated_at: new Date() };
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return next;
}
