import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import { findDateMentions, type DateReference } from '../../../domain/analysis/offline/date-mentions';
import { findEventTypeMentions, pickEventType } from '../../../domain/analysis/offline/event-types';
import type { AnalysableEmail } from '../../../domain/analysis/types';

// Wednesday, March 3, 2027, 9:15 a.m. in Los Angeles.
const SENT = '2027-03-03T17:15:00Z';
const REFERENCE: DateReference = { instant: new Date(SENT), timeZone: 'America/Los_Angeles' };

function firstDay(text: string): [string, string | null] | null {
  const mention = findDateMentions(text, REFERENCE).find((found) => found.dayIsExplicit);
  return mention ? [mention.date, mention.time] : null;
}

const mail = (subject: string, text: string): AnalysableEmail => ({
  id: 'loose',
  subject,
  from: 'Sender <sender@example.com>',
  to: ['Attorney <attorney@example.com>'],
  cc: [],
  date: SENT,
  text,
  attachments: [],
});

describe('a day and its hour written a few words apart', () => {
  it.each([
    ["Monday is good for me - let's do 11:15 at the office.", ['2027-03-08', '11:15']],
    ['Friday works. 1:00 at Cafe Luna?', ['2027-03-05', '13:00']],
    ['Lunch Friday? 12:15 at Perch.', ['2027-03-05', '12:15']],
    ['It is now next Tuesday, same time (9:00), same room.', ['2027-03-09', '09:00']],
    ['the 22nd of March (a Monday) for an afternoon session beginning at 2:30', ['2027-03-22', '14:30']],
    ['Confirmed for 3-18-27 at 10:15a (est. 2 hrs) at our office.', ['2027-03-18', '10:15']],
    ['The call is Thursday at 4:00 PM EST.', ['2027-03-04', '13:00']],
  ])('%s → %j', (text, reading) => expect(firstDay(text)).toEqual(reading));

  it('does not read "this morning" in Spanish as tomorrow', () => {
    expect(findDateMentions('esta mañana a las 9 hablé con el doctor', REFERENCE).some((found) => found.dayIsExplicit)).toBe(false);
  });

  it('does not lend a time from another sentence to the day', () => {
    expect(firstDay('The hearing is on Monday, as you know from the notice we sent. Please call me at 2:00 about the exhibits.')).toEqual(['2027-03-08', null]);
  });
});

describe('US time zones written as words', () => {
  it.each([
    ['Thursday, March 11, 2027 at 1:00 PM Eastern Time', ['2027-03-11', '10:00']],
    ['Thursday, March 18, 2027 at 1:00 PM Eastern Time', ['2027-03-18', '10:00']],
    ['3/12/27 at 10:00 a.m. (Central)', ['2027-03-12', '08:00']],
    ['3/12/27 at 9:30 a.m. Mountain Standard Time', ['2027-03-12', '08:30']],
    ['3/12/27 at 9:00 a.m., Eastern District courthouse', ['2027-03-12', '09:00']],
    ['3/12/27 at 9:00 a.m. Central Civil West, Dept. 5', ['2027-03-12', '09:00']],
  ])('%s → %j', (text, reading) => expect(firstDay(text)).toEqual(reading));
});

describe('Spanish dates and times', () => {
  it.each([
    ['la cita es el martes 9 de marzo a las 11:30 am', ['2027-03-09', '11:30']],
    ['el 15 de abril de 2027 a las 3 de la tarde', ['2027-04-15', '15:00']],
    ['nos vemos el viernes 12 de marzo a las 9 de la mañana', ['2027-03-12', '09:00']],
    ['mañana a las 3 de la tarde tengo la cita', ['2027-03-04', '15:00']],
    ['pasado mañana a las 11', ['2027-03-05', '11:00']],
    ['¿Puede el lunes a las 10:30?', ['2027-03-08', '10:30']],
    ['hoy a las 4 de la tarde', ['2027-03-03', '16:00']],
  ])('%s → %j', (text, reading) => expect(firstDay(text)).toEqual(reading));

  it('reads a client reply in Spanish, not the date of the quoted message', () => {
    const text = [
      'Buenas tardes, le confirmo la llamada el lunes 15 de marzo a las 10:30 am.',
      'Gracias,',
      'Rosa',
      '',
      'El mié, 3 mar 2027 a las 08:02, Oficina escribió:',
      '> ¿Le queda bien la llamada el lunes?',
    ].join('\n');
    expect(analyseEmailOffline(mail('Re: llamada', text)).meetingDetails).toMatchObject({ eventDate: '2027-03-15', eventTime: '10:30', eventType: 'Meeting' });
  });
});

describe('a new date given in the present tense', () => {
  it('takes "moves to" and "is now" as the new setting over the quoted old one', () => {
    const text = [
      "Per our call, Mr. Lee's depo moves to next Wednesday, same time (9:30 am), same place.",
      '',
      '-----Original Message-----',
      'From: Assistant',
      'Sent: Monday, February 22, 2027 9:14 AM',
      'Subject: Depo of Lee',
      'Deposition of Applicant set Monday 3/8/27 at 9:30 AM.',
    ].join('\n');
    expect(analyseEmailOffline(mail('RE: Depo of Lee', text)).meetingDetails).toMatchObject({ eventDate: '2027-03-10', eventTime: '09:30' });
  });
});

describe('a setting named only as a topic', () => {
  const kindOf = (text: string, date: string) => pickEventType(findEventTypeMentions(text), text.indexOf(date), text);
  it.each([
    ["Motion to Compel Defendant's Deposition. NOTICE IS GIVEN that on April 6, 2027 at 9:00 a.m. the matter may be heard", 'Hearing', 'April'],
    ['Motion to quash the deposition subpoena, hearing April 6, 2027 at 9:00 a.m.', 'Hearing', 'April'],
    ['Zoom call - depo prep - Thu 3/11/27 2:00 PM', 'Meeting', 'Thu'],
    ['Initial consultation Wed, Mar 10, 2027 at 3pm. Notes: my case is going to trial next year.', 'Meeting', 'Wed'],
  ])('%s → %s', (text, kind, date) => expect(kindOf(text, date)).toBe(kind));
});
