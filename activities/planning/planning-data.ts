import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { expandOccurrences } from '../../domain/calendar/recurrence';
import type { PlannerEvent, PlannerTask } from '../../domain/planning/planner';
import { TIME_BLOCK_SOURCE_ID } from '../../domain/planning/rules';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's open tasks (completed, done and blocked ones are left out, seed 001 §9). */
export async function openTasks(db: Db, userId: string, taskIds?: readonly string[]): Promise<PlannerTask[]> {
  let query = db
    .selectFrom('tasks')
    .select(['id', 'title', 'priority', 'status', 'completed', 'due_date', 'estimated_minutes'])
    .where('user_id', '=', userId)
    .where('completed', '=', false)
    .where('status', 'not in', ['Done', 'Blocked']);
  if (taskIds) query = query.where('id', 'in', taskIds.length ? [...taskIds] : ['00000000-0000-0000-0000-000000000000']);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    priority: row.priority,
    status: row.status,
    completed: row.completed,
    dueDate: row.due_date ? row.due_date.toISOString() : null,
    estimatedMinutes: row.estimated_minutes,
  }));
}

/**
 * The time the user's calendar already holds in [from, to): events and the occurrences of recurring
 * ones. Focus blocks are left out: they are what a plan places, and a new plan replaces them.
 */
export async function busyEvents(db: Db, userId: string, from: Date, to: Date): Promise<PlannerEvent[]> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['start_at', 'end_at', 'all_day', 'recurrence', 'time_zone'])
    .where('user_id', '=', userId)
    .where('source_id', '!=', TIME_BLOCK_SOURCE_ID)
    .where('start_at', '<', to)
    .where((eb) => eb.or([eb('end_at', '>', from), eb('recurrence', 'is not', null)]))
    .execute();
  const events: PlannerEvent[] = [];
  for (const row of rows) {
    if (!row.recurrence) {
      events.push({ start: row.start_at.toISOString(), end: row.end_at.toISOString(), allDay: row.all_day });
      continue;
    }
    try {
      const series = { start: row.start_at, end: row.end_at, timeZone: row.time_zone, allDay: row.all_day, recurrence: row.recurrence };
      for (const occurrence of expandOccurrences(series, from, to)) events.push({ start: occurrence.start.toISOString(), end: occurrence.end.toISOString(), allDay: row.all_day });
    } catch {
      // A rule that cannot be read still holds its first occurrence.
      events.push({ start: row.start_at.toISOString(), end: row.end_at.toISOString(), allDay: row.all_day });
    }
  }
  return events;
}
