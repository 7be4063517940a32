import { ApplicationFailure } from '@temporalio/activity';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AUTOMATION_EVENT_MINUTES, DEFAULT_EVENT_MINUTES } from '../../../domain/calendar/date-conversion';
import { userTimeZone } from '../../settings/user-zone';
import { optionalDate, optionalString, requireString } from '../params';

/** Calendar actions on the workspace's calendar (mirrored to Google by the caller when linked). */
export async function runCalendarAction(db: Kysely<Database>, userId: string, type: string, params: Record<string, unknown>): Promise<{ eventId: string }> {
  if (type === 'calendar.create_event') {
    const start = optionalDate(params, 'start');
    if (!start) throw ApplicationFailure.nonRetryable('The action needs the parameter "start".', 'ValidationError');
    // Events agents and automations make go on the Automations calendar and last 30 minutes (seed 000 §9).
    const shortest = new Date(start.getTime() + AUTOMATION_EVENT_MINUTES * 60_000);
    const end = optionalDate(params, 'end') ?? shortest;
    const row = await db
      .insertInto('calendar_events')
      .values({
        user_id: userId,
        title: requireString(params, 'title'),
        description: optionalString(params, 'description') ?? '',
        start_at: start,
        end_at: end > start ? end : shortest,
        time_zone: optionalString(params, 'timeZone') ?? (await userTimeZone(db, userId)),
        location: optionalString(params, 'location') ?? null,
        attendees: JSON.stringify([]),
        case_number: optionalString(params, 'caseNumber') ?? null,
        hearing_type: optionalString(params, 'hearingType') ?? null,
        email_source: JSON.stringify(null),
        source_id: 'automation',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { eventId: row.id };
  }
  const eventId = requireString(params, 'eventId');
  const existing = await db.selectFrom('calendar_events').selectAll().where('id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  if (!existing) throw ApplicationFailure.nonRetryable(`Event with id ${eventId} not found`, 'NotFound');
  const start = optionalDate(params, 'start') ?? existing.start_at;
  const requestedEnd = optionalDate(params, 'end');
  // Moving an event keeps its length unless a new end is given.
  const end = requestedEnd ?? new Date(start.getTime() + (existing.end_at.getTime() - existing.start_at.getTime()));
  await db
    .updateTable('calendar_events')
    .set({
      start_at: start,
      end_at: end > start ? end : new Date(start.getTime() + DEFAULT_EVENT_MINUTES * 60_000),
      title: optionalString(params, 'title') ?? existing.title,
      location: optionalString(params, 'location') ?? existing.location,
      description: optionalString(params, 'description') ?? existing.description,
      updated_at: new Date(),
    })
    .where('id', '=', eventId)
    .execute();
  return { eventId };
}
