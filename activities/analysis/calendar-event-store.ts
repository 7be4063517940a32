import type { Kysely } from 'kysely';
import { toEventTimes } from '../../domain/calendar/date-conversion';
import type { MeetingDetails } from '../../domain/analysis/types';
import type { Database } from '../../db/schema';
import { ApplicationFailure } from '@temporalio/activity';
import type { AnalysisTarget, SavedEvent } from './types';

export interface SaveEventInput {
  target: AnalysisTarget;
  meeting: MeetingDetails;
  category: string;
  existingEventId: string | null;
  /** The e-mail the event came from, for its "open source e-mail" link. */
  source: { subject: string; from: string };
}

/** Creates or moves the calendar event an analysed e-mail announces. */
export function createCalendarEventActivities(db: Kysely<Database>) {
  return {
    async findEventByCaseNumber({ userId, caseNumber }: { userId: string; caseNumber: string }): Promise<string | null> {
      const row = await db.selectFrom('calendar_events').select('id').where('user_id', '=', userId).where('case_number', '=', caseNumber).executeTakeFirst();
      return row?.id ?? null;
    },

    async saveCalendarEvent({ target, meeting, category, existingEventId, source }: SaveEventInput): Promise<SavedEvent> {
      const times = toEventTimes({ eventDate: meeting.eventDate, eventTime: meeting.eventTime, endTime: meeting.endTime, timeZone: meeting.timeZone });
      if (!times) throw ApplicationFailure.nonRetryable(`The analysed date "${meeting.eventDate} ${meeting.eventTime}" is not a valid date and time`, 'ValidationError');
      const values = {
        title: meeting.eventTitle || meeting.eventType || 'Meeting',
        description: meeting.description,
        start_at: new Date(times.startUtc),
        end_at: new Date(times.endUtc),
        time_zone: times.start.timeZone,
        location: meeting.location,
        attendees: JSON.stringify(meeting.attendees),
        case_number: meeting.caseNumber,
        hearing_type: meeting.eventType,
        judge: meeting.judgeName,
        category,
        email_source: JSON.stringify({ accountId: target.accountId, messageId: target.messageId, subject: source.subject, from: source.from }),
        updated_at: new Date(),
      };
      const saved = existingEventId
        ? await db.updateTable('calendar_events').set(values).where('id', '=', existingEventId).where('user_id', '=', target.userId).returning(['id', 'google_event_id']).executeTakeFirst()
        : await db
            .insertInto('calendar_events')
            .values({ ...values, user_id: target.userId })
            // Two notices of one case analysed at once: the second moves the first's event.
            .onConflict((oc) => oc.columns(['user_id', 'case_number']).where('case_number', 'is not', null).doUpdateSet(values))
            .returning(['id', 'google_event_id'])
            .executeTakeFirst();
      if (!saved) throw new Error(existingEventId ? 'Failed to update event in calendar (service returned null).' : 'Failed to create event in calendar (service returned null).');
      return {
        eventId: saved.id,
        googleEventId: saved.google_event_id,
        details: { title: values.title, start: times.startUtc, end: times.endUtc, timeZone: times.start.timeZone, location: meeting.location },
      };
    },
  };
}
