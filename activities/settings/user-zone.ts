import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/date-conversion';

/** The user's time zone (a setting; America/Los_Angeles per seed 000 §9 when never set). */
export async function userTimeZone(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<string> {
  const row = await db.selectFrom('user_settings').select('time_zone').where('user_id', '=', userId).executeTakeFirst();
  return row?.time_zone || DEFAULT_TIME_ZONE;
}
