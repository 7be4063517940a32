import { describe, expect, it } from 'vitest';
import { findCaseNumbers } from '../../../domain/analysis/offline/case-numbers';
import { tableCells } from '../../../domain/analysis/offline/form-tables';
import { findJudgeName } from '../../../domain/analysis/offline/judges';
import { findLocation } from '../../../domain/analysis/offline/locations';
import { findStreetAddresses } from '../../../domain/analysis/offline/places/street-addresses';

describe('case number formats', () => {
  it.each([
    ['Case Number: 5:27-cv-00318-SSS-SHK', '5:27-cv-00318-SSS-SHK'],
    ['Case No. 6:27-bk-10442-WJ (Chapter 13)', '6:27-bk-10442-WJ'],
    ['Case Number:  27-15502', '27-15502'],
    ['SDSC No. 37-2026-00019876-CU-PO-CTL', '37-2026-00019876-CU-PO-CTL'],
    ['Case: CIVSB2519931 Tran v. Inland Movers', 'CIVSB2519931'],
    ['WCAB No. ADJ 1234567', 'ADJ1234567'],
    ['Ninth Circuit No. 27-15502 (oral argument)', '27-15502'],
  ])('%j → %j', (text, expected) => {
    expect(findCaseNumbers(text).primary).toBe(expected);
  });

  it('takes the number the subject or a label gives over one mentioned in passing', () => {
    const text = 'Relief from stay - 6:27-bk-10442-WJ\n\nMotion re: pending WCAB case ADJ19876543.\nCase Number: 6:27-bk-10442-WJ';
    const found = findCaseNumbers(text);
    expect(found.primary).toBe('6:27-bk-10442-WJ');
    expect(text.slice(found.primarySource?.start, found.primarySource?.end)).toBe('6:27-bk-10442-WJ');
    expect(found.all).toContain('ADJ19876543');
  });

  it('keeps a claim number among the numbers, never as the case number, and hides federal numbers from the clock', () => {
    const found = findCaseNumbers('Claim #: KRS-WC-0011223\nHearing in 3:27-cv-01144-TLT at 9:00');
    expect(found.primary).toBe('3:27-cv-01144-TLT');
    expect(found.all).toEqual(['3:27-cv-01144-TLT', 'KRS-WC-0011223']);
    expect(found.ranges.some(([start, end]) => start === 35 && end === 52)).toBe(true);
  });
});

describe('judge names', () => {
  it.each([
    ['WCJ:       Nakamura, Grace', 'Grace Nakamura'],
    ['before the Honorable\nPriya R. Venkataraman in Department 12', 'Priya R. Venkataraman'],
    ['set before Judge Marcus\nOyelaran-Pike. Bring exhibits.', 'Marcus Oyelaran-Pike'],
    ['Judge: Honorable Dana L. Mercer      CSR: Ellen Ruiz, CSR #4471', 'Dana L. Mercer'],
    ['JUDGE:   WCJ Tomas Ibarra', 'Tomas Ibarra'],
    ['Judicial Officer: Hon. Renata Gill', 'Renata Gill'],
    ['in Courtroom 7A before Judge Paul R. Meyer, Jr.. (mg)', 'Paul R. Meyer, Jr.'],
    ['heard by Commissioner Paul Ostrowski in Dept. 3', 'Paul Ostrowski'],
  ])('%j → %j', (text, expected) => {
    expect(findJudgeName(text)).toBe(expected);
  });

  it("takes the form's Judge field over the judge a reschedule replaces", () => {
    const text = 'THE TRIAL SET BEFORE HON. ALAN WEBB HAS BEEN RESET TO:\n  DATE: 04/02/2027\n  JUDGE: HON. RITA OSEI';
    expect(findJudgeName(text, text.indexOf('04/02'))).toBe('Rita Osei');
  });

  it('gives a bare surname the fuller name written elsewhere', () => {
    expect(findJudgeName('Judge Okafor moved the MSC.\n\ncc: Hon. Chidi Okafor (by mail)')).toBe('Chidi Okafor');
  });

  it('reads the judge column of a court table', () => {
    const text = '  EVENT          DATE         TIME       DEPT   JUDGE\n  Bench Trial    05/03/2027   09:00 AM   N-14   Lucia M. Ferraro';
    expect(findJudgeName(text)).toBe('Lucia M. Ferraro');
    expect(tableCells(text, /^DEPT$/)).toEqual([{ value: 'N-14', index: text.indexOf('N-14') }]);
  });
});

describe('street addresses', () => {
  it.each([
    ['see you at 880 W. Foothill Blvd, Suite\n120, Upland. Parking in back', '880 W. Foothill Blvd, Suite 120, Upland'],
    ['  Dr. Amy Lin\n  4120 Hollister Ave., 2nd Floor\n  Goleta, CA 93117\n', '4120 Hollister Ave., 2nd Floor, Goleta, CA 93117'],
    ['PO Box 4410, Bakersfield CA 93389', 'PO Box 4410, Bakersfield CA 93389'],
  ])('%j → %j', (text, expected) => {
    expect(findStreetAddresses(text)[0]?.value).toBe(expected);
  });

  it('is not fooled by counts before capitalised words', () => {
    expect(findStreetAddresses('We need 2 hours at the Court on Friday')).toEqual([]);
  });
});

describe('the place nearest the event', () => {
  const at = (text: string, datePhrase: string) => findLocation(text, text.indexOf(datePhrase));

  it('prefers the courtroom beside the date to the courthouse letterhead and a remote option far below', () => {
    const text =
      'Fresno County Courthouse\n1100 Van Ness Avenue, Fresno, CA 93724\n\nThe hearing is set for June 3, 2027 at 8:30 a.m. in Department 501.\n\nParties may appear remotely via Zoom; see the court website.';
    expect(at(text, 'June 3')).toBe('Department 501');
  });

  it('reads a district office named by its board, with the address written after it', () => {
    const text = 'The MSC is set 5/4/27 at 8:30 am at the Oxnard board (1901 N. Rice Ave, Suite 200), WCJ Lee.';
    expect(at(text, '5/4/27')).toBe('Oxnard board, 1901 N. Rice Ave, Suite 200');
  });

  it('finds a restaurant and a conference room, and no place for a phone call', () => {
    expect(at('Lunch Thursday at 1? How about Casa Vega, 13301 Ventura Blvd - my treat.', 'Thursday')).toBe('Casa Vega, 13301 Ventura Blvd');
    expect(at('Team meeting Monday at 9 in the small\nconference room.', 'Monday')).toBe('small conference room');
    expect(at('I will call you Tuesday at 4 about the offer.\n\nThanks,\nAna\n14540 Victory Blvd, Van Nuys, CA 91411', 'Tuesday')).toBeNull();
  });

  it('does not take the address in a signature under a first name for the place of a call-free meeting', () => {
    const text = 'Can we talk it over Friday at 10?\n\nGreg\n\nGregory Hale | Hale LLP\n400 Oceangate, Suite 1100, Long Beach, CA 90802';
    expect(at(text, 'Friday')).toBeNull();
  });

  it('reads "at the address above" as the letterhead address', () => {
    const text = 'Dr. Ruth Kim, QME\n200 S. Main Street, Suite 5, Orange, CA 92868\n\nThe evaluation is on May 6, 2027 at 9:00 AM at the address above.';
    expect(at(text, 'May 6')).toBe('200 S. Main Street, Suite 5, Orange, CA 92868');
  });

  it('does not take a remote mention in a sentence saying the hearing is in person', () => {
    const text = 'PASADENA OFFICE\n\nDate: 04/14/2027\nTime: 10:00 AM\nUnlike past settings held remotely, this conference is in person.';
    expect(at(text, '04/14/2027')).toBeNull();
  });
});
