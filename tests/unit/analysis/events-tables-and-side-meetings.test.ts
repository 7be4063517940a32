import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../activities/mail/mime/parse';
import { confirmationReasons } from '../../../domain/analysis/confirmation';
import { evidenceProblems } from '../../../domain/analysis/evidence-check';
import type { MeetingDetails } from '../../../domain/analysis/types';
import { eventOf, mailFrom } from './support/mail';

const mail = mailFrom('Calendar Desk <calendar@orchardlaw.com>');

describe('a message sent as an HTML table', () => {
  it('keeps the cells of a row apart and each row on its own line', () => {
    const text = htmlToText('<table><tr><td>Before</td><td>Friday,&nbsp;April&nbsp;9,&nbsp;2027</td><td>2:00&nbsp;PM</td></tr><tr><td>After</td><td>Monday, April 19, 2027</td><td>10:00 AM</td></tr></table>');
    expect(text).toMatch(/Before\s+Friday,\sApril\s9,\s2027\s+2:00\sPM\s*\n\s*After\s+Monday, April 19, 2027\s+10:00 AM/);
  });

  it('reads the new row of an Original / New table, not the original one', () => {
    const text = htmlToText(
      '<p>The deposition of Ms. Farah Idris (ADJ14433221) has been moved.</p><table><tr><th></th><th>Date</th><th>Time</th></tr>' +
        '<tr><td>Original</td><td>Wednesday, February 3, 2027</td><td>1:00 PM</td></tr>' +
        '<tr><td>New</td><td>Tuesday, February 16, 2027</td><td>10:30 AM</td></tr></table><p>Location: 500 Ocean Blvd., Long Beach</p>',
    );
    const details = eventOf(mail('Deposition moved - Idris', text));
    expect(details).toMatchObject({ eventDate: '2027-02-16', eventTime: '10:30', eventType: 'Deposition' });
  });

  it('asks about a day and an hour read from different columns of a table laid out by column', () => {
    const details = eventOf(
      mail(
        'MSC reset - ADJ14433221',
        'The MSC in ADJ14433221 was reset. Summary:\n\n   BEFORE  AFTER \n Date  Tue. 02/09/2027  Thu. 03/04/2027 \n Time  8:30 a.m.  1:30 p.m. \n Board  Van Nuys  Van Nuys \n',
      ),
    );
    expect(details.eventDate).toBe('2027-03-04');
    // The hour under the new day is 1:30 p.m.; 8:30 a.m. sits under the old day and must not be written unasked.
    expect(details.eventTime === '13:30' || evidenceProblems(details).some((problem) => problem.field === 'eventTime')).toBe(true);
  });
});

describe('a month name mistyped at the end of a line', () => {
  it('reads the date whose day is on the next line', () => {
    const details = eventOf(mail('Trial setting', 'Judge Ruiz set a trial setting conference in ADJ14433221 for Thursday Febuary\n25 2027 at 9:00 am at the Santa Ana board.'));
    expect(details).toMatchObject({ eventDate: '2027-02-25', eventTime: '09:00' });
  });
});

describe('a call or review about a setting', () => {
  it('is a meeting when it is dated between an earlier setting and a topic after the date', () => {
    const details = eventOf(
      mail(
        'Castro - call Thursday',
        "Following up on Mr. Castro's deposition last week -- let's talk Thursday at 10:00 a.m. about a stipulation to an AME instead of a panel. Case ADJ14433221.",
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '10:00', eventType: 'Meeting' });
  });

  it('is a meeting when a case review is dated and the setting is in the next sentence', () => {
    const details = eventOf(
      mail('Case review - Pham (ADJ14433221)', "Let's do a case review on Pham on Friday, January 22 at 3:00 p.m. in the conference room. The MSC is 2/17 in Anaheim."),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-22', eventTime: '15:00', eventType: 'Meeting' });
  });

  it('sends a setting dated in words about a call to review', () => {
    const details: MeetingDetails = {
      ...eventOf(mail('Notice of hearing', 'The MSC in ADJ14433221 is set for February 17, 2027 at 8:30 a.m. at the Anaheim board.')),
    };
    expect(confirmationReasons(details)).toEqual([]);
    const asCall: MeetingDetails = {
      ...details,
      evidence: { ...details.evidence!, eventDate: { ...details.evidence!.eventDate!, context: "Let's talk February 17, 2027 at 8:30 a.m. about the settlement offer." } },
    };
    expect(evidenceProblems(asCall).map((problem) => problem.field)).toContain('eventType');
  });
});

describe('a reply that changes the hour of the setting it quotes', () => {
  it('takes the new hour however long the quoted notice is', () => {
    const quoted = `${'The parties have exchanged exhibits and the witness list is final. '.repeat(5)}\nThe lien conference in ADJ14433221 is set for Thursday, February 4, 2027 at 8:30 a.m. in Oxnard.`;
    const details = eventOf(
      mail(
        'RE: Lien conference - ADJ14433221',
        `Heads up: the clerk is moving our lien conference to the 1:30 p.m. calendar. Same day, same room.\n\nFrom: Dana Wirth <dwirth@orchardlaw.com>\nSent: Monday, January 4, 2027 9:14 AM\nSubject: Lien conference - ADJ14433221\n\n${quoted}`,
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-02-04', eventTime: '13:30', eventType: 'Lien Conference' });
  });
});

describe('a reply that accepts an hour before naming the day', () => {
  it('joins the hour to the day', () => {
    const details = eventOf(mail('RE: Meeting', '2:15 p.m. works for me -- same day, Thursday the 14th, at our office in Fresno. Case ADJ14433221.'));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '14:15', eventType: 'Meeting' });
  });

  it('asks when no time was written though the date’s words give one', () => {
    const details = eventOf(mail('Meeting at our office', 'Please come in on Thursday, January 14 to sign the papers. Case ADJ14433221.'));
    expect(evidenceProblems(details)).toEqual([]);
    const withAnHour: MeetingDetails = {
      ...details,
      eventTime: null,
      evidence: { ...details.evidence!, eventDate: { ...details.evidence!.eventDate!, context: 'Please come in on Thursday, January 14 at 2:15 p.m. to sign the papers.' } },
    };
    expect(evidenceProblems(withAnHour).map((problem) => problem.field)).toContain('eventTime');
  });
});

describe('a setting mentioned beside the event', () => {
  it('takes the call, not the setting written in brackets after it', () => {
    const details = eventOf(
      mail('Nguyen ADJ14433221 - call', 'Mr. Nguyen will be on a phone call with you Tuesday, January 19 at 11:00 a.m. to go over the trial (3/9 at 1:30, Judge Perez, Anaheim).'),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-19', eventTime: '11:00', eventType: 'Meeting' });
  });

  it('takes the visit to the office over a setting mentioned for reference', () => {
    const details = eventOf(
      mail(
        'Client visit - Tran',
        'Ms. Tran will come in Friday, January 15 at 2:00 pm to sign the papers, at our office, 300 Main St.\n\nFor reference, her MSC (ADJ14433221) is Tuesday, January 26 at 8:30 am in Pomona.',
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-15', eventTime: '14:00', eventType: 'Meeting' });
  });

  it('does not name the event after a setting the message says was taken off calendar', () => {
    const details = eventOf(
      mail(
        'Rivas - mediation set',
        'Thank you for asking me to mediate Rivas (ADJ14433221). The judge took the MSC off calendar last week.\n\nWe are set for Thursday, February 11, 2027 at 10:00 a.m. at my office in Irvine.',
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-02-11', eventTime: '10:00', eventType: 'Mediation' });
  });
});

describe('a mistyped name of a setting', () => {
  it('reads "deposiiton" and "confernce" as the settings they name', () => {
    const depo = eventOf(mail('Lopez depo', 'The Lopez deposiiton (ADJ14433221) is moved to February 3 2027 at 10:00am at our office.'));
    expect(depo).toMatchObject({ eventDate: '2027-02-03', eventTime: '10:00', eventType: 'Deposition' });
    const conference = eventOf(mail('Lien confernce - ADJ14433221', 'The lien confernce is set for March 2 2027 at 1:30 pm at the Oxnard board.'));
    expect(conference).toMatchObject({ eventDate: '2027-03-02', eventType: 'Lien Conference' });
  });

  it('leaves plurals and other words alone', async () => {
    const { correctEventWords } = await import('../../../domain/analysis/offline/spelling');
    expect(correctEventWords('Depositions and conferences were deposited')).toBe('Depositions and conferences were deposited');
  });
});

describe('a reply that pushes a meeting to another day', () => {
  it('takes the new day and keeps the hour when it says "same time"', () => {
    const details = eventOf(
      mail(
        'RE: meeting Thursday',
        'Ana -- I have to push our meeting to Friday the 15th, same time, at your office. Sorry, a deposition came up on Thursday.\n\n-----Original Message-----\nFrom: Ana Ruiz <aruiz@orchardlaw.com>\nSent: Monday, January 11, 2027 8:00 AM\nSubject: meeting Thursday\n\nLooking forward to our meeting Thursday, Jan. 14 at 2:00 p.m. at my office about ADJ14433221.',
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-15', eventTime: '14:00', eventType: 'Meeting' });
  });
});
