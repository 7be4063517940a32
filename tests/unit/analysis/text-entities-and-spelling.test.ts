import { describe, expect, it } from 'vitest';
import { confirmationReasons } from '../../../domain/analysis/confirmation';
import { decodeEntities, withoutHtmlTags } from '../../../domain/analysis/html-entities';
import { correctDateWords } from '../../../domain/analysis/offline/spelling';
import { eventOf, mailFrom } from './support/mail';

const mail = mailFrom('Calendar Clerk <clerk@reyeslaw.com>');

describe('dates written with HTML entities in a plain-text part', () => {
  it('reads "&nbsp;" between the words of a date and "&amp;" in a firm name', () => {
    const details = eventOf(
      mail(
        'Notice of Hearing &ndash; ADJ12345678',
        'Smith &amp; Jones, counsel for defendant.\nThe MSC in ADJ12345678 is set for March&nbsp;5,&nbsp;2027 at 8:30&nbsp;a.m. before WCJ Ann Park at the Van Nuys District Office.',
      ),
    );
    expect(details).toMatchObject({ eventDate: '2027-03-05', eventTime: '08:30', eventType: 'MSC', judgeName: 'Ann Park' });
    expect(details.evidence?.eventDate?.quote).toBe('March 5, 2027 at 8:30 a.m.');
    expect(confirmationReasons(details)).toEqual([]);
  });

  it('reads twice-encoded entities, numeric ones and non-breaking spaces', () => {
    const details = eventOf(mail('Deposition', 'The deposition of the applicant in ADJ7654321 is on February&amp;nbsp;2,&#160;2027 at\u00a010:00\u00a0a.m. at 1234 Main Street, Van Nuys.'));
    expect(details).toMatchObject({ eventDate: '2027-02-02', eventTime: '10:00', eventType: 'Deposition' });
  });

  it('reads HTML source sent as the plain-text part', () => {
    const details = eventOf(mail('Status conference', '<p>A <b>status conference</b> is set for<br>January&nbsp;28, 2027 at 9:00&nbsp;AM in Dept.&nbsp;32.</p>'));
    expect(details).toMatchObject({ eventDate: '2027-01-28', eventTime: '09:00', eventType: 'Status Conference' });
  });

  it('leaves addresses in angle brackets alone', () => {
    expect(withoutHtmlTags('<p>From: Ann <ann@firm.com></p>')).toBe('From: Ann <ann@firm.com>\n');
    expect(decodeEntities('Smith &amp;amp; Jones&#8203;')).toBe('Smith & Jones');
  });
});

describe('misspelled month and weekday names', () => {
  it.each([
    ['Febuary 3, 2027', '2027-02-03'],
    ['Janaury 28, 2027', '2027-01-28'],
    ['Apirl 6, 2027', '2027-04-06'],
    ['Septmber 14, 2027', '2027-09-14'],
    ['Agust 3, 2027', '2027-08-03'],
    ['Novmber 9, 2027', '2027-11-09'],
    ['the 3rd of Febuary, 2027', '2027-02-03'],
  ])('reads "%s"', (written, date) => {
    const details = eventOf(mail('Deposition notice - ADJ12345678', `The deposition of the applicant will go forward on ${written} at 10:00 a.m.`));
    expect(details.eventDate).toBe(date);
    expect(confirmationReasons(details)).toEqual([]);
  });

  it('reads a weekday typo as the weekday', () => {
    const details = eventOf(mail('Settlement', 'Can we meet thrusday at 12:30 in our conference room to go over the settlement numbers?'));
    expect(details).toMatchObject({ eventDate: '2027-01-14', eventTime: '12:30', eventType: 'Meeting' });
  });

  it('corrects only clear slips next to a day, never a word of its own', () => {
    expect(correctDateWords('Wendesday, Teusday and Satruday')).toBe('Wednesday, Tuesday and Saturday');
    expect(correctDateWords('Tuesday and Thursday, March 5')).toBe('Tuesday and Thursday, March 5');
    expect(correctDateWords('Match 5 went long; midday on my birthday; Marc 3 sent it')).toBe('Match 5 went long; midday on my birthday; Marc 3 sent it');
    expect(correctDateWords('the Decemeber 1 hearing, not Marhc 3')).toBe('the December 1 hearing, not March 3');
  });
});
