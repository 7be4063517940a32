import { analyseEmailOffline } from '../../../../domain/analysis/offline-analyser';
import type { AnalysableEmail, MeetingDetails } from '../../../../domain/analysis/types';

/** Monday, January 11, 2027, 9:00 in Los Angeles: the sent time the reader's tests count relative days from. */
export const MONDAY_MORNING = '2027-01-11T17:00:00Z';

/** Messages from one sender at one time: `mailFrom(sender)(subject, text)`. */
export const mailFrom =
  (from: string, date = MONDAY_MORNING) =>
  (subject: string, text: string, sender = from): AnalysableEmail => ({ id: 'm1', subject, from: sender, to: [], cc: [], date, text, attachments: [] });

/** The event the built-in reader finds in a message; a message without one fails the test. */
export function eventOf(email: AnalysableEmail): MeetingDetails {
  const details = analyseEmailOffline(email).meetingDetails;
  if (!details) throw new Error('expected an event');
  return details;
}
