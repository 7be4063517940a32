import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { mailFrom } from './support/mail';

const mail = mailFrom('Paul Mercer <pmercer@orchardlaw.com>', '2027-01-11T23:00:00Z'); // Monday, January 11, 2027, 15:00 in Los Angeles

describe('a setting a report or an order leaves standing', () => {
  it('is no event when a recap says the setting already made stays on calendar', () => {
    const result = analyseEmailOffline(
      mail(
        'Ruiz lien conf recap',
        'Quick recap of the lien conference in Ruiz (ADJ14433221) this morning: the lien claimant agreed to a reduction.\n\nThe trial that is already set for Tuesday, March 16 at 1:30 p.m. stays on calendar as is.',
      ),
    );
    expect(result.isMeeting).toBe(false);
  });

  it('is no event when an order off calendar says another appointment shall proceed', () => {
    const result = analyseEmailOffline(
      mail(
        'ORDER TAKING OFF CALENDAR - ADJ14433221',
        'ORDER TAKING OFF CALENDAR\n\nTHE PRIORITY CONFERENCE SET FOR 01/25/2027 AT 8:30 AM IS ORDERED OFF CALENDAR. THE PANEL QME EVALUATION SCHEDULED FOR 03/02/2027 SHALL PROCEED.\n\nDATE: 01/11/2027',
      ),
    );
    expect(result.isMeeting).toBe(false);
  });

  it('is still the event when a recap says the judge set the case straight for trial', () => {
    const result = analyseEmailOffline(
      mail(
        'Ruiz status conf recap',
        'Status conference went fine this morning. Judge Amara Lind set the case straight for trial:\n\n  TRIAL - Wednesday, April 7, 2027 at 8:30 a.m.\n  Oakland District Office\n\nPlease calendar it. ADJ14433221',
      ),
    );
    expect(result.meetingDetails).toMatchObject({ eventDate: '2027-04-07', eventTime: '08:30', eventType: 'Trial' });
  });
});

describe('a message that says its setting is already on the calendar', () => {
  it('is no event when it asks to calendar a deadline before a hearing already calendared', () => {
    const result = analyseEmailOffline(
      mail(
        'Opposition due 2/1',
        'Please calendar our opposition to the motion in Ortiz v. Bayside Foods. The hearing is Wednesday, February 17, 2027 at 9:00 a.m. in Dept. 4 (already on the calendar from the notice). Opposition is due February 1.',
      ),
    );
    expect(result.isMeeting).toBe(false);
  });

  it('is no event when a deposition report says nothing was set', () => {
    const result = analyseEmailOffline(
      mail(
        'Pham depo - how it went',
        'The depo of Mr. Pham wrapped at 3:10pm. The transcript should be out around February 2nd. Nothing was set today -- the AME is next (Feb 20, already on the calendar).',
      ),
    );
    expect(result.isMeeting).toBe(false);
  });

  it('reads "report on today\'s lien conference" as a report', () => {
    const result = analyseEmailOffline(
      mail(
        'Report - ADJ14433221',
        "Report on today's lien conference before Judge Moss: no resolution. The trial already set for Thursday, March 11, 2027 at 8:30 a.m. remains on calendar.",
      ),
    );
    expect(result.isMeeting).toBe(false);
  });
});

describe('a notice that sets a hearing and vacates every other date', () => {
  it('is the hearing it sets, the verb written early in the sentence', () => {
    const result = analyseEmailOffline(
      mail(
        'Notice of OSC - 26STCV10442',
        'Upon the filing of the notice of settlement, the Court sets an Order to Show Cause re: Dismissal for Tuesday,\n03/23/2027 at 9:00 AM in Department 12. All other dates are vacated.',
      ),
    );
    expect(result.meetingDetails).toMatchObject({ eventDate: '2027-03-23', eventTime: '09:00', eventType: 'Hearing' });
  });
});
