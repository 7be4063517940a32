import { describe, expect, it } from 'vitest';
import { confirmationReasons } from '../../../domain/analysis/confirmation';
import { findJudgeName } from '../../../domain/analysis/offline/judges';
import { eventOf, mailFrom } from './support/mail';

const mail = mailFrom('Ana Ruiz <aruiz@reyeslaw.com>');

describe('the kind is what the event itself is, not a case word near it', () => {
  it.each([
    ['Call re MSC', 'Hi Maria, before your MSC on February 3 let us have a call on Thursday, January 14 at 3:00 p.m. to prepare. ADJ12345678'],
    ['Re: Lien conference ADJ12345678', 'Can we get on a call Friday at 2 pm about the lien conference? I want to discuss the Kaiser lien.'],
    ['QME', 'Lunch with Dr. Patel (the QME) on Friday at noon at Spago on Canon Drive?'],
    ['Lopez deposition', 'Zoom call with the client Tuesday at 10 a.m. to prepare her for the deposition. ADJ12345678'],
    ['MSC ADJ12345678', 'Can we meet Wednesday at 4:00 p.m. at our office before the MSC on Feb 3?'],
    ['Ortiz', 'Depo prep session with Mr. Ortiz Thursday at 1:00 p.m. in our office. His deposition is Friday at 10:00 a.m.'],
  ])('%s is a Meeting', (subject, text) => {
    const details = eventOf(mail(subject, text));
    expect(details.eventType).toBe('Meeting');
    expect(confirmationReasons(details).filter((reason) => reason.startsWith('The kind'))).toEqual([]);
  });

  it.each([
    ['Notice of deposition ADJ12345678', 'The deposition will take place at our office on February 2, 2027 at 10:00 a.m.', 'Deposition'],
    ['MSC ADJ12345678', 'See you Thursday at 8:30 for the MSC.', 'MSC'],
    ['MSC ADJ12345678', 'The MSC is set for Feb 3 at 8:30 a.m. Let us have a call next week to prepare.', 'MSC'],
    ['Remote deposition', 'DEPOSITION CONFIRMATION\nDate: Thursday, February 4, 2027\nStart Time: 9:30 AM\nLocation: Remote via Zoom\nMeeting ID: 861 4493 0217', 'Deposition'],
  ])('a setting named with its date stays that setting (%s)', (subject, text, kind) => {
    expect(eventOf(mail(subject, text)).eventType).toBe(kind);
  });
});

describe('the judge of a mediation is the retired judge mediating it', () => {
  it('"Hon. Ann Lee (Ret.)"', () => {
    const details = eventOf(mail('Mediation', 'The mediation in ADJ12345678 is confirmed for February 9, 2027 at 9:30 a.m. with Hon. Ann Lee (Ret.) at ADR Services, 1900 Avenue of the Stars, Suite 250, Los Angeles.'));
    expect(details).toMatchObject({ eventType: 'Mediation', judgeName: 'Ann Lee' });
  });

  it('"Judge Carl Byrd, retired", over the sitting judge of the case', () => {
    const details = eventOf(
      mail('Mediation', 'The case is before WCJ Tom Park. The mediation is confirmed for February 9, 2027 at 9:30 a.m. before Judge Carl Byrd, retired, at Judicate West, 1851 E. First Street, Santa Ana.'),
    );
    expect(details).toMatchObject({ eventType: 'Mediation', judgeName: 'Carl Byrd' });
  });

  it('is never the judge of a hearing', () => {
    const text = 'The MSC is set before WCJ Tom Park. Mediation with Hon. Walter Brisco (Ret.) failed.';
    expect(findJudgeName(text, 0, 'MSC')).toBe('Tom Park');
    expect(findJudgeName(text, 0, 'Mediation')).toBe('Walter Brisco');
  });

  it('an attorney mediator is no judge', () => {
    expect(eventOf(mail('Mediation', 'Mediation confirmed for February 9, 2027 at 9:30 a.m. Mediator: Mark Ellison, Esq. ADJ12345678')).judgeName).toBeNull();
  });
});

describe('places', () => {
  it('"the conference room at …" is the room in that building', () => {
    const details = eventOf(mail('Settlement', 'Let us meet on February 9, 2027 at 2:00 p.m. in the conference room at 5900 Wilshire Blvd, Suite 400.'));
    expect(details.location).toBe('conference room, 5900 Wilshire Blvd, Suite 400');
  });

  it('a room named by its letter keeps it, a word after "room" is not its name', () => {
    expect(eventOf(mail('Prep', 'Trial-prep meeting February 9, 2027 at 10 a.m. in Conference Room B for the Lopez file.')).location).toBe('Conference Room B');
    expect(eventOf(mail('Prep', 'Meeting February 9, 2027 at 10 a.m. in the conference room a few doors down.')).location).toBe('conference room');
  });

  it.each([
    ['The deposition of the applicant is set for February 9, 2027 at 10:00 a.m. The deposition will be held at 818 W. 7th St, 9th floor. ADJ12345678', '818 W. 7th St, 9th floor'],
    ['Please come to 1100 Glendon Ave on February 9, 2027 at 2:00 p.m. for your client meeting.', '1100 Glendon Ave'],
  ])('a street written without its city (%#)', (text, place) => {
    expect(eventOf(mail('Setting', text)).location).toBe(place);
  });
});
