import { describe, expect, it } from 'vitest';
import { confirmationReasons } from '../../../domain/analysis/confirmation';
import { evidenceProblems } from '../../../domain/analysis/evidence-check';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { eventOf, mailFrom } from './support/mail';

const mail = mailFrom('Docketing <docket@reyeslaw.com>');

describe('a day and an hour joined by a dash', () => {
  it('gives the day its hour, and the guard reads the same hour in the quote', () => {
    const details = eventOf(
      mail('Mediation set - ADJ11223344', 'NOTICE OF MEDIATION\nCase No. ADJ11223344\nWhen: Wednesday, February 17, 2027 – 2:30 PM\nWhere: 100 Ocean Blvd, Long Beach'),
    );
    expect(details).toMatchObject({ eventDate: '2027-02-17', eventTime: '14:30', eventType: 'Mediation' });
    expect(evidenceProblems(details)).toEqual([]);
  });

  it('still reads two hours of one day as a span', () => {
    const details = eventOf(mail('Deposition ADJ11223344', 'The deposition in ADJ11223344 is set for February 17, 2027, 9:00 a.m. - 12:00 p.m. at 100 Ocean Blvd.'));
    expect(details).toMatchObject({ eventDate: '2027-02-17', eventTime: '09:00' });
  });
});

describe('a setting the message only leaves standing', () => {
  it('yields to the setting the message announces', () => {
    const details = eventOf(
      mail(
        'Mediation set - ADJ11223344',
        'The MSC on calendar for 03/09/2027 remains set pending the outcome of mediation.\n\nMediation in ADJ11223344 is scheduled for Wednesday, February 17, 2027 at 100 Ocean Blvd, Long Beach.',
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-02-17', eventType: 'Mediation' });
    expect(details.evidence?.eventDate?.rivals ?? []).toEqual([]);
  });

  it('is still the event when the message names no other', () => {
    const details = eventOf(mail('MSC ADJ11223344', 'Counsel: the MSC in ADJ11223344 on calendar for 03/09/2027 at 8:30 a.m. remains set. Please appear.'));
    expect(details).toMatchObject({ eventDate: '2027-03-09', eventTime: '08:30' });
  });
});

describe('an hour moved by "re-calendared from … to …"', () => {
  it('takes the new hour and keeps the day', () => {
    const details = eventOf(
      mail('Time change - MSC ADJ11223344', 'The MSC in ADJ11223344, currently calendared for Thursday, January 21, 2027, has been re-calendared from\n8:30 AM to 1:30 PM. The date and place are unchanged.'),
    );
    expect(details).toMatchObject({ eventDate: '2027-01-21', eventTime: '13:30', eventType: 'MSC' });
  });
});

describe('a bare hour after a part of the day', () => {
  it.each([
    ['Can we talk by phone Thursday morning around 9? I am at work after noon.', '2027-01-14', '09:00'],
    ['Could I come by your office Wednesday afternoon at 3 to sign the papers?', '2027-01-13', '15:00'],
  ])('reads the hour in that half of the day (%s)', (text, date, time) => {
    const details = eventOf(mail('my case', text, 'Maria Lopez <maria.lopez1980@gmail.com>'));
    expect(details).toMatchObject({ eventDate: date, eventTime: time });
  });

  it('asks for confirmation when the guard cannot read an approximate hour on its own', () => {
    const details = eventOf(mail('my case', 'Can we talk by phone Thursday morning around 9? I am at work after noon.', 'Maria Lopez <maria.lopez1980@gmail.com>'));
    expect(confirmationReasons(details).length).toBeGreaterThan(0);
  });

  it('leaves an hour that contradicts its part of the day unread', () => {
    const details = eventOf(mail('my case', 'Can we talk by phone Thursday afternoon around 10?', 'Maria Lopez <maria.lopez1980@gmail.com>'));
    expect(details.eventTime).not.toBe('22:00');
  });
});

describe('a setting the judge kept on calendar', () => {
  it('is no new event in a report of the hearing', () => {
    const email = mail(
      'Ruiz update',
      'Team,\n\nPriority conference in Ruiz (ADJ11223344) this morning - the judge kept the 2/24 trial on calendar, no change, and ordered the deposition transcript served.',
    );
    expect(analyseEmailOffline(email).isMeeting).toBe(false);
  });
});

describe('a writer who says there is nothing to calendar', () => {
  it('sets no event from a follow-up day', () => {
    const email = mail('Ruiz - update', 'Spoke with the adjuster about the TD rate. Nothing new to calendar. Please call the adjuster on Thursday if the check has not come and ask about the depo.');
    expect(analyseEmailOffline(email).isMeeting).toBe(false);
  });
});

describe('an order taking a setting off calendar', () => {
  it('is no event even when the judge is named with an initial', () => {
    const email = mail(
      'ORDER TAKING OFF CALENDAR - ADJ11223344',
      'ORDER TAKING MATTER OFF CALENDAR\n\nCASE NUMBER: ADJ11223344\n\nTHE PRIORITY CONFERENCE SET FOR 02/03/2027 AT 08:30 AM AT THE OAKLAND DISTRICT OFFICE, BEFORE WCJ MARTIN J.\nOKAFOR, IS ORDERED TAKEN OFF CALENDAR.\n\nDATE SERVED: 01/11/2027',
      'EAMS Notification <eams-noreply@dir.ca.gov>',
    );
    expect(analyseEmailOffline(email).isMeeting).toBe(false);
  });
});
