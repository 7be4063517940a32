import { describe, expect, it } from 'vitest';
import { findJudgeName } from '../../../domain/analysis/offline/judges';
import { findLocation } from '../../../domain/analysis/offline/locations';

describe('a department given as a field of a notice', () => {
  it('reads "Department: S21" as the place', () => {
    const text = 'The hearing has been scheduled as follows:\n\n  Date:        03/04/2027\n  Time:        09:00 AM\n  Department:  S21\n  Judge:       Hon. Rosa Kim\n';
    expect(findLocation(text, text.indexOf('03/04/2027'))).toBe('Department S21');
  });

  it('joins the department with the courthouse field below it', () => {
    const text = 'Hearing Date: 02/11/27\nHearing Time: 1:30 PM\nDept: 12\nLocation: Hall of Justice, 330 W. Broadway, San Diego, CA 92101\n';
    const place = findLocation(text, text.indexOf('02/11/27'));
    expect(place).toContain('Dept 12');
    expect(place).toContain('Hall of Justice');
  });
});

describe('a street address written without its city', () => {
  it('takes the city named just before it', () => {
    const text = 'My dad has the QME Tuesday at 2pm in Torrance (Dr. Patel, 3400 Lomita Blvd). Can I come too?';
    const place = findLocation(text, text.indexOf('Tuesday'));
    expect(place).toContain('3400 Lomita Blvd');
    expect(place).toContain('Torrance');
  });
});

describe('a judge written with an initial', () => {
  it('is the judge of the same initial and surname written in full elsewhere, not the applicant', () => {
    const text =
      'Calendared: MSC 3/3 @ 1:30 Oxnard, WCJ R. Okafor.\n\n---------- Forwarded message ---------\nSamuel Okafor v. Coastal Farms\nNotice: MSC 03/03/2027 1:30 PM, Oxnard District Office. WCJ Ruth Okafor.';
    expect(findJudgeName(text, text.indexOf('3/3'))).toBe('Ruth Okafor');
  });
});
