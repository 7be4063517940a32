import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { findDateMentions } from '../../../domain/analysis/offline/date-mentions';
import { findEventTypeMentions, pickEventType } from '../../../domain/analysis/offline/event-types';
import type { AnalysableEmail } from '../../../domain/analysis/types';

// Monday, November 9, 2026, 10:04 a.m. in Los Angeles.
const SENT = '2026-11-09T18:04:00Z';
const REFERENCE = { instant: new Date(SENT), timeZone: 'America/Los_Angeles' };

const mail = (subject: string, text: string): AnalysableEmail => ({
  id: 'shorthand',
  subject,
  from: 'Paralegal <para@example.com>',
  to: ['Calendar <calendar@example.com>'],
  cc: [],
  date: SENT,
  text,
  attachments: [],
});

function kindOf(text: string, date: string): string | null {
  return pickEventType(findEventTypeMentions(text), text.indexOf(date), text);
}

describe('docketing shorthand for board settings', () => {
  it.each([
    ["LC cont'd to Thu 12/3 @ 1:30, Anaheim.", 'Lien Conference', 'Thu'],
    ['SC set 1/12 at 8:30 before WCJ Ortega.', 'Status Conference', '1/12'],
    ['PC on Monday 11/16 at 8:30 in Oxnard', 'Priority Conference', 'Monday'],
    ['Stat conf. 12/1 at 10:30 in Van Nuys', 'Status Conference', '12/1'],
    ['Priority conf 11/30 @ 8:30, Marina del Rey', 'Priority Conference', '11/30'],
    ['Lien conf on 12/7 at 1:30 PM', 'Lien Conference', '12/7'],
    ['EH set for Thurs 11/19 at 8:30am in Anaheim.', 'Expedited Hearing', 'Thurs'],
    ['Exp. hrg 11/19 at 8:30am', 'Expedited Hearing', '11/19'],
    ['hrg 12/15 @ 9 Dept 5', 'Hearing', '12/15'],
    ['Trial date: 3/22/27. FSC 3/5/27 at 10 am.', 'Status Conference', '3/5/27'],
    ['TSC on 2/1/27 at 9:00 a.m. in Dept. 3', 'Status Conference', '2/1/27'],
    ['Yes, see you at the hearing tomorrow morning at 8:30.', 'Hearing', 'tomorrow'],
  ])('%s → %s', (text, kind, date) => expect(kindOf(text, date)).toBe(kind));

  it("does not take a firm's 'PC' for a priority conference", () => {
    expect(findEventTypeMentions('Hartley & Moss, PC on behalf of defendant').some((mention) => mention.type === 'Priority Conference')).toBe(false);
    expect(findEventTypeMentions('Ruiz Law Group PC\n123 Main St.').some((mention) => mention.type === 'Priority Conference')).toBe(false);
    expect(findEventTypeMentions('Sent from my PC on 11/12.').some((mention) => mention.type === 'Priority Conference')).toBe(false);
  });

  it('puts a terse continuance line on the calendar even when it takes today off calendar', () => {
    const event = analyseEmailOffline(mail("Ramos - LC cont'd", "LC cont'd to Tue 12/15 @ 130 Anaheim - WCJ Ortega - ADJ12345678. Off calendar for today.")).meetingDetails;
    expect(event).toMatchObject({ eventDate: '2026-12-15', eventTime: '13:30', eventType: 'Lien Conference' });
  });

  it('reads a one-line phone message naming a status conference', () => {
    const event = analyseEmailOffline(mail('Ortiz', 'Status conf 12/2 at 8:30 in Pomona before Judge Ruiz on Ortiz. Pls calendar.')).meetingDetails;
    expect(event).toMatchObject({ eventDate: '2026-12-02', eventTime: '08:30', eventType: 'Status Conference' });
  });

  it("announces the next setting a hearing report gives ('Next MSC is …')", () => {
    const event = analyseEmailOffline(mail('Ortiz - status conference', 'The status conference went well. Next MSC is 1/20/27 at 8:30 in Pomona.')).meetingDetails;
    expect(event).toMatchObject({ eventDate: '2027-01-20', eventTime: '08:30', eventType: 'MSC' });
  });

  it("announces the setting after a report's 'Next:'", () => {
    const event = analyseEmailOffline(mail('Ortiz depo', "Applicant's depo went forward today. Next: QME on 12/8 at 2 pm.")).meetingDetails;
    expect(event).toMatchObject({ eventDate: '2026-12-08', eventTime: '14:00', eventType: 'QME Appointment' });
  });

  it('announces a forwarded notice whose cover note asks for a pre-hearing report', () => {
    const text = [
      'See the NOH below for the lien trial. Please send me a pre-hearing report by 12/1.',
      '',
      'Hearing Type: LIEN TRIAL',
      'Date: 01/12/2027   Time: 8:30 AM',
    ].join('\n');
    expect(analyseEmailOffline(mail('FW: NOTICE OF HEARING', text)).meetingDetails).toMatchObject({ eventDate: '2027-01-12', eventType: 'Lien Trial' });
  });
});

describe('three-digit shorthand times', () => {
  it.each([
    ['Tue 12/15 @ 830', '08:30'],
    ['Tue 12/15 @ 130', '13:30'],
    ['Tue 12/15 at 1030', null],
    ['Tue 12/15 @ 9', '09:00'],
    ['Tue 12/15 @ 2', '14:00'],
    ['Tue 12/15 10a', '10:00'],
    ['Tue 12/15 at 2p', '14:00'],
  ])('%s → %s', (text, time) => {
    const mention = findDateMentions(text, REFERENCE).find((found) => found.dayIsExplicit);
    expect(mention?.date).toBe('2026-12-15');
    if (time) expect(mention?.time).toBe(time);
  });

  it('does not read a suite letter as a time', () => {
    const mention = findDateMentions('Tue 12/15, Suite 10a, Building B', REFERENCE).find((found) => found.dayIsExplicit);
    expect(mention?.time ?? null).toBeNull();
  });

  it('does not read a street number as a time', () => {
    const mention = findDateMentions('Tue 12/15 at 830 W. Main Street', REFERENCE).find((found) => found.dayIsExplicit);
    expect(mention?.time ?? null).toBeNull();
  });
});
