import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import type { AnalysableEmail } from '../../../domain/analysis/types';

// Friday, January 15, 2027, 9:30 a.m. in Los Angeles.
const SENT = '2027-01-15T17:30:00Z';

const mail = (subject: string, text: string, from = 'Omar Haddad <ohaddad@haddadlaw.example>', to = 'Team <team@haddadlaw.example>'): AnalysableEmail => ({
  id: 'deadline-purpose',
  subject,
  from,
  to: [to],
  cc: [],
  date: SENT,
  text,
  attachments: [],
});

const eventOf = (email: AnalysableEmail) => analyseEmailOffline(email).meetingDetails;

describe('a message about something due names a setting without announcing it', () => {
  it('reads no event from a filing counted back from a hearing already on calendar', () => {
    const ptcs = mail('Alvarado ADJ11223344 - PTCS', 'Heads up: the pretrial conference statement must be filed 10 days before the 3/2 MSC,\nso by Friday 2/19. I will start the exhibit list.');
    expect(eventOf(ptcs)).toBeNull();
    const records = mail('Kaiser records due 4/2 - Lin', 'Subpoenaed records from Kaiser are due by April 2 for the April 16 lien trial.\nPlease chase the copy service.');
    expect(eventOf(records)).toBeNull();
  });

  it('reads no event from a tickler or a response period counted from a filing', () => {
    const tickler = mail('DEADLINE: answer to petition - Ortega', 'The petition was served 1/12. Our answer is due 1/27, ahead of the status conference.\nI put a tickler for 1/22 as well.');
    expect(eventOf(tickler)).toBeNull();
    const objection = mail('Ortega ADJ10203040 - objection due 1/25', 'Defense filed a DOR on 1/8 asking for a trial. We object; the objection goes out by Monday 1/25.');
    expect(eventOf(objection)).toBeNull();
  });

  it('still reads the hearing a notice sets, with what is due before it', () => {
    const notice = mail(
      'NOTICE OF HEARING - ADJ11223344',
      'The Mandatory Settlement Conference is set for March 9, 2027 at 8:30 AM at the Oxnard District Office.\nPretrial conference statements are due 10 days before the hearing.',
      'EAMS <eams@dir.ca.gov>',
    );
    expect(eventOf(notice)).toMatchObject({ eventDate: '2027-03-09', eventTime: '08:30', eventType: 'MSC' });
  });

  it('still reads a setting laid out as fields under a subject naming the brief due', () => {
    const confirmation = mail(
      'Mediation brief due 2/26 - Chen v. Harbor Freight',
      'This confirms the mediation in the above matter.\n\nBriefs due:   February 26, 2027\nSession:      Thursday, March 4, 2027, 10:00 a.m.\nLocation:     Judicate West, 1851 East First Street, Suite 1600, Santa Ana, CA 92705',
      'Scheduling <scheduling@adr.example>',
    );
    expect(eventOf(confirmation)).toMatchObject({ eventDate: '2027-03-04', eventTime: '10:00', eventType: 'Mediation' });
  });
});

describe('a meal with an outside contact at a named place', () => {
  it('calendars a lunch agreed at a restaurant even with nothing of work written', () => {
    const lunch = mail('Re: lunch', 'Ana -- Thursday (1/21) at 12:15 at Marmalade Cafe on Ventura works. See you there.', 'Omar Haddad <ohaddad@haddadlaw.example>', 'Dr. Ana Ruiz <aruiz@ruizchiro.example>');
    expect(eventOf(lunch)).toMatchObject({ eventDate: '2027-01-21', eventTime: '12:15', eventType: 'Meeting', location: expect.stringContaining('Marmalade Cafe') });
  });
});

describe('a setting beside a deadline', () => {
  it('reads the deposition whose hour is given before what is due', () => {
    const reminder = mail('Depo Monday - exhibits due', 'The deposition of Dr. Lee is Monday at 10:00 a.m. at our office; exhibits are due to the reporter by 9.');
    expect(eventOf(reminder)).toMatchObject({ eventDate: '2027-01-18', eventTime: '10:00', eventType: 'Deposition' });
  });

  it('reads an appointment confirmed in a message about a due date', () => {
    const reply = mail('Re: PTCS due 3/1', 'Will do. Also, the AME with Dr. Lee is confirmed for March 12, 2027.');
    expect(eventOf(reply)).toMatchObject({ eventDate: '2027-03-12', eventType: 'AME Appointment' });
  });

  it('reads no event from a hearing with its hour that a deadline counts from', () => {
    const records = mail('Records - Lin', 'The Kaiser records need to be served by 2/1 for the 2/16 hearing at 8:30 a.m. in Van Nuys.');
    expect(eventOf(records)).toBeNull();
  });
});
