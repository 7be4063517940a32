import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarEventRow } from '../../db/tables/analysis';
import { caseNumberTakenMessage, eventNotFoundMessage } from '../../domain/calendar/event';
import { PRIMARY_SOURCE_ID } from '../../domain/calendar/sources';
import { HttpError, notFound } from '../http-error';
import type { WorkflowIntents } from '../outbox/intents';
import { replanForEventChange } from '../planning/replan-for-event';
import { userTimeZone } from '../../activities/settings/user-zone';
import { optionalText, recurrenceOf, requireOccurrences, requireOwnSource, timesOf, trimmedTitle, uniqueTags, type CreateEventInput, type UpdateEventInput } from './event-input';
import { hasGoogleCalendar, queueMirror } from './mirror-intent';
import { patchedTimes } from './patched-times';
import { followHearingMove } from '../../activities/deadlines/follow-hearing';

/**
 * One transaction's writes of calendar events for one user, with the Google mirror and the re-planning of
 * an accepted focus-time plan asked for alongside.
 */
export interface EventWriter {
  trx: Transaction<Database>;
  intents: WorkflowIntents;
  userId: string;
  /** Google sign-in is configured for the workspace; mirroring also needs the user's linked account. */
  googleConfigured: boolean;
}

/** Links an event made from something else carries. */
export interface EventLinks {
  taskId?: string;
  automationId?: string;
}

/** The user's event, locked for the transaction's update when asked; 404 with the spec's text otherwise. */
export async function findOwnEvent(db: Kysely<Database>, userId: string, eventId: string, forUpdate = false): Promise<CalendarEventRow> {
  let query = db.selectFrom('calendar_events').selectAll().where('id', '=', eventId).where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(eventNotFoundMessage(eventId));
  return row;
}

async function mirror(writer: EventWriter, row: CalendarEventRow, action: 'upsert' | 'delete'): Promise<void> {
  if (!writer.googleConfigured || !(await hasGoogleCalendar(writer.trx, writer.userId))) return;
  const version = action === 'delete' ? 'deleted' : String(row.updated_at.getTime());
  await queueMirror(writer.intents, { userId: writer.userId, eventId: row.id, action, googleEventId: row.google_event_id }, version);
}

/** A new event in the user's zone (seed 000 §5: no end, or an end not after the start, gives one hour). */
export async function createEvent(writer: EventWriter, input: CreateEventInput, links: EventLinks = {}): Promise<CalendarEventRow> {
  const { trx, userId } = writer;
  const timeZone = await userTimeZone(trx, userId);
  const times = timesOf(input, timeZone);
  const recurrence = recurrenceOf(input.recurrence) ?? null;
  if (recurrence) requireOccurrences({ ...times, timeZone, recurrence });
  const sourceId = await requireOwnSource(trx, userId, input.sourceId ?? PRIMARY_SOURCE_ID);
  const row = await trx
    .insertInto('calendar_events')
    .values({
      user_id: userId,
      title: trimmedTitle(input.title),
      description: input.description?.trim() ?? '',
      start_at: times.start,
      end_at: times.end,
      all_day: times.allDay,
      time_zone: timeZone,
      source_id: sourceId,
      tags: uniqueTags(input.tags ?? []),
      color: input.color ?? null,
      location: optionalText(input.location) ?? null,
      url: input.url ?? null,
      attendees: JSON.stringify(input.attendees ?? []),
      case_number: optionalText(input.caseNumber) ?? null,
      hearing_type: optionalText(input.hearingType) ?? null,
      judge: optionalText(input.judge) ?? null,
      category: optionalText(input.category) ?? null,
      recurrence,
      task_id: links.taskId ?? null,
      automation_id: links.automationId ?? null,
      // Made here, not from an analysed e-mail.
      email_source: sql<string>`null`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await mirror(writer, row, 'upsert');
  await replanForEventChange(trx, writer.intents, userId, null, row);
  return row;
}

/** Fields the analysis of a notice writes: a person changing one of them on an analysed event is a hand edit. */
const ANALYSED_COLUMNS = ['title', 'description', 'start_at', 'end_at', 'all_day', 'location', 'case_number', 'hearing_type', 'judge', 'category', 'attendees'] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a instanceof Date ? a.getTime() : a) === JSON.stringify(b instanceof Date ? b.getTime() : b);

export interface UpdateOptions {
  /** False when the workspace applies values itself (accepting an analysis conflict): not a hand edit. */
  byHand: boolean;
  /** Clears the event's analysis conflict. */
  clearConflict?: boolean;
}

/**
 * Changes an event; a linked task's due date moves with its start in the same transaction ("both keep
 * their link and move together"), and an analysed event changed by hand is marked so re-analysis never
 * overwrites it.
 */
export async function updateEvent(writer: EventWriter, eventId: string, patch: UpdateEventInput, options: UpdateOptions): Promise<CalendarEventRow> {
  const { trx, userId } = writer;
  const row = await findOwnEvent(trx, userId, eventId, true);
  const times = patchedTimes(row, patch);
  const recurrence = recurrenceOf(patch.recurrence);
  const rule = recurrence === undefined ? row.recurrence : recurrence;
  if (rule && (times || recurrence)) requireOccurrences({ ...(times ?? { start: row.start_at, end: row.end_at, allDay: row.all_day }), timeZone: row.time_zone, recurrence: rule });
  const values = {
    ...(patch.title !== undefined ? { title: trimmedTitle(patch.title) } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    ...(times ? { start_at: times.start, end_at: times.end, all_day: times.allDay } : {}),
    ...(patch.sourceId !== undefined ? { source_id: await requireOwnSource(trx, userId, patch.sourceId) } : {}),
    ...(patch.tags !== undefined ? { tags: uniqueTags(patch.tags) } : {}),
    ...(patch.completed !== undefined ? { completed: patch.completed } : {}),
    ...(patch.color !== undefined ? { color: patch.color } : {}),
    ...(patch.location !== undefined ? { location: optionalText(patch.location) ?? null } : {}),
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.attendees !== undefined ? { attendees: patch.attendees } : {}),
    ...(patch.caseNumber !== undefined ? { case_number: optionalText(patch.caseNumber) ?? null } : {}),
    ...(patch.hearingType !== undefined ? { hearing_type: optionalText(patch.hearingType) ?? null } : {}),
    ...(patch.judge !== undefined ? { judge: optionalText(patch.judge) ?? null } : {}),
    ...(patch.category !== undefined ? { category: optionalText(patch.category) ?? null } : {}),
    ...(recurrence !== undefined ? { recurrence } : {}),
  };
  const changed = Object.entries(values).filter(([column, value]) => !sameValue(row[column as keyof CalendarEventRow], value));
  // Nothing to change: no write, no mirror to Google, no replan.
  if (changed.length === 0 && !options.clearConflict) return row;
  const handEdit = options.byHand && row.email_source !== null && changed.some(([column]) => (ANALYSED_COLUMNS as readonly string[]).includes(column));
  const { attendees, ...rest } = values;
  if (values.case_number && row.email_source !== null) await requireFreeCaseNumber(trx, userId, row.id, values.case_number);
  const updated = await trx
    .updateTable('calendar_events')
    .set({
      ...rest,
      ...(attendees !== undefined ? { attendees: JSON.stringify(attendees) } : {}),
      ...(handEdit ? { edited_by_hand_at: new Date() } : {}),
      ...(options.clearConflict ? { analysis_conflict: null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Another request gave that case number to a hearing in the meantime.
      if (values.case_number && (error as { code?: unknown }).code === '23505') throw new HttpError(409, 'case_number_taken', caseNumberTakenMessage(values.case_number));
      throw error;
    });
  if (updated.task_id && updated.start_at.getTime() !== row.start_at.getTime()) {
    await trx.updateTable('tasks').set({ due_date: updated.start_at, updated_at: new Date() }).where('id', '=', updated.task_id).where('user_id', '=', userId).execute();
  }
  await mirror(writer, updated, 'upsert');
  const moved = ['start_at', 'end_at', 'recurrence', 'source_id'].some((column) => !sameValue(row[column as keyof CalendarEventRow], updated[column as keyof CalendarEventRow]));
  if (moved) await replanForEventChange(trx, writer.intents, userId, row, updated);
  // A hearing moved here (by hand, or a notice's version applied) takes its chain of deadlines along: a reschedule to review.
  if (moved && updated.start_at.getTime() !== row.start_at.getTime()) await followHearingMove(writer, updated);
  return updated;
}

/** The case number a hearing read from mail is given must not be another such hearing's (they are matched by it). */
async function requireFreeCaseNumber(trx: Transaction<Database>, userId: string, eventId: string, caseNumber: string): Promise<void> {
  const taken = await trx
    .selectFrom('calendar_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('case_number', '=', caseNumber)
    .where('email_source', 'is not', null)
    .where('id', '<>', eventId)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, 'case_number_taken', caseNumberTakenMessage(caseNumber));
}

export async function deleteEvent(writer: EventWriter, eventId: string): Promise<void> {
  const row = await findOwnEvent(writer.trx, writer.userId, eventId, true);
  await writer.trx.deleteFrom('calendar_events').where('id', '=', row.id).where('user_id', '=', writer.userId).execute();
  await mirror(writer, row, 'delete');
  await replanForEventChange(writer.trx, writer.intents, writer.userId, row, null);
}
