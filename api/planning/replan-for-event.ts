import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarEventRow } from '../../db/tables/analysis';
import { TIME_BLOCK_SOURCE_ID } from '../../domain/planning/rules';
import type { WorkflowIntents } from '../outbox/intents';
import { requestReplan } from './request-replan';

type EventTimes = Pick<CalendarEventRow, 'start_at' | 'end_at' | 'recurrence' | 'source_id'>;

/**
 * One line for an event write (inside its transaction): `before` is the event as it was (null when
 * created), `after` as it is now (null when deleted). Focus blocks themselves never ask for a replan;
 * a recurring event asks whatever its times, since its occurrences are not its row's times.
 */
export async function replanForEventChange(trx: Transaction<Database>, intents: WorkflowIntents, userId: string, before: EventTimes | null, after: EventTimes | null): Promise<string | null> {
  const rows = [before, after].filter((row): row is EventTimes => row !== null);
  if (rows.length === 0 || rows.every((row) => row.source_id === TIME_BLOCK_SOURCE_ID)) return null;
  const touched = rows.some((row) => row.recurrence) ? undefined : rows.map((row) => ({ start: row.start_at, end: row.end_at }));
  return requestReplan(trx, intents, userId, touched);
}
