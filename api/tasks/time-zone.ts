import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/date-conversion';
import { isTimeZone } from '../../domain/tasks/due-time';
import { userTimeZone } from '../../activities/settings/user-zone';

/** The user's zone (user_settings; seed 000 §9 default), never one luxon cannot read. */
export async function taskTimeZone(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<string> {
  const zone = await userTimeZone(db, userId);
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
