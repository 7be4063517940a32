import { describe, expect, it } from 'vitest';
import { findDateMentions, sentLocalDate, type DateReference } from '../../../domain/analysis/offline/date-mentions';
import { chooseEventDate } from '../../../domain/analysis/offline/event-date-choice';
import { prepareText } from '../../../domain/analysis/offline/text-preparation';

const reference: DateReference = { instant: new Date('2026-05-29T15:44:00Z'), timeZone: 'America/Los_Angeles' };

function eventOf(subject: string, body: string): [string, string | null] | null {
  const text = prepareText(subject, body);
  const mentions = findDateMentions(text.withoutReplyHeaders, reference);
  const choice = chooseEventDate(text.withoutReplyHeaders, mentions, sentLocalDate(reference), text.freshEnd);
  return choice ? [choice.mention.date, choice.mention.time] : null;
}

describe('which date is the event', () => {
  it('takes the new date of a reschedule laid out as a form, not the old one', () => {
    const body =
      'THE EXPEDITED HEARING SET FOR\n06/03/2026 AT 08:30 AM BEFORE HON. RAYMOND FOSTER HAS BEEN RESCHEDULED TO:\n\n   DATE: 06/10/2026\n   TIME: 01:30 PM\n\nSERVED 05/29/2026';
    expect(eventOf('NOTICE OF RESCHEDULED HEARING', body)).toEqual(['2026-06-10', '13:30']);
  });

  it('takes the reset date after "RESET as follows", past a filing date', () => {
    const body = 'the trial previously set for 06/02/2026 was not reached and is RESET as follows:\n\nHearing Type:  TRIAL\nDate:          07-14-2026\nTime:          0830\n\nServed: 05-29-2026';
    expect(eventOf('Notice of Hearing - RESET', body)).toEqual(['2026-07-14', '08:30']);
  });

  it('drops a setting vacated in a sentence wrapped over two lines', () => {
    const body = 'The trial set for June 16, 2026 at 1:30 PM before the undersigned is\nVACATED.\n\nJUDGE\nDate: 05/29/2026';
    expect(eventOf('Order', body)).toBeNull();
  });

  it.each([
    ['The deposition, originally noticed for June 2, 2026 at 10:00 a.m., will now go forward on June 9, 2026 at 10:00 a.m.', ['2026-06-09', '10:00']],
    ['New hearing date: July 6, 2026 at 8:30 a.m. (old date: June 15, 2026 at 1:30 p.m.)', ['2026-07-06', '08:30']],
    ['The MSC has been moved up to June 8, 2026 at 1:30 PM from June 15.', ['2026-06-08', '13:30']],
    ['Can you come by tomorrow at noon to sign the C&R?', ['2026-05-30', '12:00']],
    ['Please respond by tomorrow at noon.', null],
    ['The MSC is CONTINUED from 06/15/2026 to 7/8/2026 at 8:30 a.m.', ['2026-07-08', '08:30']],
    ['We request a continuance of the 06/15/2026 MSC to a date after July 15, 2026.', null],
    ['Date of Injury: 06/15/2026\nThe MSC is set for 07/01/2026 at 8:30 AM.', ['2026-07-01', '08:30']],
    ['Autopay date:        June 15, 2026\nStatement for the deposition of 07/01/2026 at 10:00 AM.', ['2026-07-01', '10:00']],
    ['Ten days back from the 18th lands on Saturday 6/6, so file by Friday, June 5.', null],
    ['The transaction was entered on 05/29/2026 at 8:04 AM. Hearing on Monday, June 8, 2026 - 09:30 A.M.', ['2026-06-08', '09:30']],
  ])('%j', (body, expected) => {
    expect(eventOf('Notice', body)).toEqual(expected);
  });

  it('prefers what the sender writes now to a date quoted from an earlier message', () => {
    const body =
      'Can we move our call to Thursday at 2 instead?\n\n>>> Anthony Ruiz 5/28/2026 10:41 AM >>>\nThe deposition prep call is set for Friday, June 5 at 10:00 AM.';
    expect(eventOf('RE: call', body)).toEqual(['2026-06-04', '14:00']);
  });
});
