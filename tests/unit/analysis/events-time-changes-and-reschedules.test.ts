import { describe, expect, it } from 'vitest';
import { confirmationReasons } from '../../../domain/analysis/confirmation';
import { eventOf, mailFrom } from './support/mail';

const mail = mailFrom('Docketing <docket@reyeslaw.com>');

describe('a message that changes only the time', () => {
  it('keeps the day and takes the new calendar', () => {
    const details = eventOf(
      mail('Garcia v. Acme - ADJ12345678', 'The trial in ADJ12345678 stays on Thursday, but moved from the 10:00 a.m. calendar to the 1:30 p.m. calendar. Same courtroom at the Van Nuys board.'),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '13:30', eventType: 'Trial' });
    expect(details.evidence?.eventTime?.quote).toBe('1:30 p.m.');
    expect(confirmationReasons(details)).toEqual([]);
  });

  it('reads a time range after "moved from" as the old and the new hour', () => {
    const details = eventOf(mail('MSC time change', 'The MSC on Thursday, January 14 in ADJ12345678 has been moved from 10:00 a.m. to 1:30 p.m. Same courtroom.'));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '13:30', eventType: 'MSC' });
  });

  it('takes "the new start time is …"', () => {
    const details = eventOf(mail('MSC ADJ12345678', 'The MSC on January 14, 2027 at 8:30 a.m. stays on calendar, but the new start time is 1:30 p.m.'));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '13:30' });
  });

  it.each([
    ['The 10:00 a.m. MSC on Thursday, January 14 in ADJ12345678 is now at 1:30 p.m.', '13:30'],
    ['Heads up - the MSC on Thursday, January 14 at 10:00 a.m. in ADJ12345678 was pushed back to 2:00 p.m. by the board.', '14:00'],
  ])('reads the new hour of a setting whose day stays (%s)', (text, time) => {
    const details = eventOf(mail('MSC ADJ12345678', text));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: time, eventType: 'MSC' });
    expect(confirmationReasons(details)).toEqual([]);
  });

  it('reads bare hours between "from" and "to" ("move our Thursday call from 3 to 4:30")', () => {
    const details = eventOf(mail('Thursday call', 'Let us move our Thursday call from 3 to 4:30. Same dial-in.'));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '16:30', eventType: 'Meeting' });
    expect(details.evidence?.eventTime?.quote).toBe('4:30');
  });

  it('a continuance to a new day and hour is still read as that day', () => {
    expect(eventOf(mail('MSC ADJ12345678', 'The MSC in ADJ12345678 has been continued to February 8, 2027 at 1:30 p.m.'))).toMatchObject({ eventDate: '2027-02-08', eventTime: '13:30' });
  });

  it('leaves a setting whose time is not changed alone', () => {
    const details = eventOf(mail('MSC ADJ12345678', 'The MSC is set for January 14, 2027 at 8:30 a.m. Please arrive by 8:00 a.m. to meet the client.'));
    expect(details.eventTime).toBe('08:30');
  });
});

describe('a rescheduled deposition is the new setting', () => {
  it.each([
    ['The January 20 deposition of Ms. Lopez will not go forward. It will now take place on February 2, 2027 at 10:00 a.m.', '2027-02-02', '10:00'],
    ['Please note the deposition of Ms. Lopez noticed for January 20 at 10 am is off. Her deposition is now February 2 at 10 am.', '2027-02-02', '10:00'],
    ['The deposition of Ms. Lopez originally set for 01/20/2027 at 10:00 AM will instead proceed on 02/02/2027 at 10:00 AM.', '2027-02-02', '10:00'],
    ["Dr. Kim's deposition is continued from January 20th to February 2nd at 9:00 a.m.", '2027-02-02', '09:00'],
  ])('%s', (text, date, time) => {
    const details = eventOf(mail('Lopez deposition - ADJ12345678', text));
    expect(details).toMatchObject({ eventDate: date, eventTime: time, eventType: 'Deposition' });
  });
});

describe('a day counted from today', () => {
  it('reads "a week from today at noon" as next Monday at noon', () => {
    const details = eventOf(mail('Lunch', 'Hi Dan, lunch a week from today at noon at the Spago in Beverly Hills? We can talk about the Lopez case.'));
    expect(details).toMatchObject({ eventDate: '2027-01-18', eventTime: '12:00', eventType: 'Meeting' });
    expect(confirmationReasons(details)).toEqual([]);
  });

  it('reads "two weeks from tomorrow" and "3 days from now"', () => {
    expect(eventOf(mail('Case review', 'Case review meeting two weeks from tomorrow at 2:00 p.m. in our conference room.')).eventDate).toBe('2027-01-26');
    expect(eventOf(mail('Call', 'Let us have a call 3 days from now at 10:00 a.m.')).eventDate).toBe('2027-01-14');
  });
});
