import type { Kysely } from 'kysely';
import { toEventTimes } from '../../domain/calendar/date-conversion';
import { decideReanalysis, EDITED_BY_HAND_MESSAGE } from '../../domain/calendar/reanalysis';
import type { MeetingDetails } from '../../domain/analysis/types';
import type { Database } from '../../db/schema';
import type { AnalysisConflict } from '../../domain/calendar/event';
import type { AnalysedFields } from '../../domain/calendar/reanalysis';
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
    /** The analysed event of this case (events people add by hand for a case are not considered). */
    async findEventByCaseNumber({ userId, caseNumber }: { userId: string; caseNumber: string }): Promise<string | null> {
      const row = await db
        .selectFrom('calendar_events')
        .select('id')
        .where('user_id', '=', userId)
        .where('case_number', '=', caseNumber)
        .where('email_source', 'is not', null)
        .executeTakeFirst();
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
      const details = { title: values.title, start: times.startUtc, end: times.endUtc, timeZone: times.start.timeZone, location: meeting.location };

      if (existingEventId) {
        const held = await holdHandEditedEvent(db, target, existingEventId, { ...details, judge: meeting.judgeName, hearingType: meeting.eventType });
        if (held) return { eventId: held.id, googleEventId: held.google_event_id, details };
      }
      const saved = existingEventId
        ? await db.updateTable('calendar_events').set(values).where('id', '=', existingEventId).where('user_id', '=', target.userId).returning(['id', 'google_event_id']).executeTakeFirst()
        : await db
            .insertInto('calendar_events')
            .values({ ...values, user_id: target.userId })
            // Two notices of one case analysed at once: the second moves the first's event.
            .onConflict((oc) => oc.columns(['user_id', 'case_number']).where('case_number', 'is not', null).where('email_source', 'is not', null).doUpdateSet(values))
            .returning(['id', 'google_event_id'])
            .executeTakeFirst();
      if (!saved) throw new Error(existingEventId ? 'Failed to update event in calendar (service returned null).' : 'Failed to create event in calendar (service returned null).');
      return { eventId: saved.id, googleEventId: saved.google_event_id, details };
    },
  };
}

type Proposal = AnalysedFields;

/**
 * An analysed event a person has edited is never overwritten: when the notice agrees with it, it is left
 * as it is (returned); otherwise the notice's values are kept as its analysis conflict and the update
 * fails, non-retryably, with a text that says so. Null when the event was not edited by hand.
 */
async function holdHandEditedEvent(db: Kysely<Database>, target: AnalysisTarget, eventId: string, proposal: Proposal & { timeZone: string }) {
  const current = await db
    .selectFrom('calendar_events')
    .select(['id', 'google_event_id', 'edited_by_hand_at', 'title', 'start_at', 'end_at', 'location', 'judge', 'hearing_type'])
    .where('id', '=', eventId)
    .where('user_id', '=', target.userId)
    .executeTakeFirst();
  if (!current?.edited_by_hand_at) return null;
  const proposed = { title: proposal.title, start: proposal.start, end: proposal.end, location: proposal.location, judge: proposal.judge, hearingType: proposal.hearingType };
  const decision = decideReanalysis(
    {
      editedByHand: true,
      title: current.title,
      start: current.start_at.toISOString(),
      end: current.end_at.toISOString(),
      location: current.location,
      judge: current.judge,
      hearingType: current.hearing_type,
    },
    proposed,
  );
  if (decision === 'unchanged') {
    // The notice now agrees with the person: an older proposal is moot.
    await db.updateTable('calendar_events').set({ analysis_conflict: null }).where('id', '=', eventId).where('user_id', '=', target.userId).execute();
    return current;
  }
  const conflict: AnalysisConflict = { messageId: target.messageId, ...proposed, at: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('calendar_events').set({ analysis_conflict: JSON.stringify(conflict) }).where('id', '=', eventId).where('user_id', '=', target.userId).execute();
    // The e-mail's analysis points at the event it could not change, where the proposal waits.
    await trx
      .updateTable('email_analyses')
      .set({ calendar_event_id: eventId })
      .where('account_id', '=', target.accountId)
      .where('message_id', '=', target.messageId)
      .where('user_id', '=', target.userId)
      .execute();
  });
  throw ApplicationFailure.nonRetryable(EDITED_BY_HAND_MESSAGE, 'EditedByHand');
}
