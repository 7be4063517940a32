import { describe, expect, it } from 'vitest';
import { findCaseNumbers } from '../../../domain/analysis/offline/case-numbers';
import { findJudgeName } from '../../../domain/analysis/offline/judges';
import { DWC_DISTRICT_OFFICES, findLocation } from '../../../domain/analysis/offline/locations';
import { findParties } from '../../../domain/analysis/offline/parties';

describe('case numbers', () => {
  it('takes the first ADJ number and keeps every number', () => {
    const found = findCaseNumbers('Case Nos.: ADJ11223344; ADJ11223355\nClaim No.: 0512-WC-22-0004471');
    expect(found.primary).toBe('ADJ11223344');
    expect(found.all).toEqual(['ADJ11223344', 'ADJ11223355', '0512-WC-22-0004471']);
  });

  it.each([
    ['Case No.: ADJ10987654', 'ADJ10987654'],
    ['in case ADJ9876543 (7 digits)', 'ADJ9876543'],
    ['Case Number: 23STCV01234', '23STCV01234'],
    ['Superior Court case 22SMCV00123 was filed', '22SMCV00123'],
    // A carrier's claim number names a claim, not the matter before a court.
    ['Claim No. 0512-WC-22-0004471', null],
    ['Claim #: 2026-114455', null],
    ['Our invoice 4471 for services', null],
  ])('%j → %j', (text, expected) => {
    expect(findCaseNumbers(text).primary).toBe(expected);
  });

  it('prefers an ADJ number to a claim number written before it', () => {
    expect(findCaseNumbers('Claim No. 0512-WC-22-0004471, WCAB No. ADJ16677889').primary).toBe('ADJ16677889');
  });
});

describe('judge names', () => {
  it.each([
    ['Judge: Hon. Maria T. Delgado', 'Maria T. Delgado'],
    ['set for trial before WCJ Robert Chen at the Van Nuys District Office', 'Robert Chen'],
    ['will be held before the Honorable Susan Park, Workers\' Compensation Appeals Board', 'Susan Park'],
    ["heard by Workers' Compensation Administrative Law Judge Anne Liu.", 'Anne Liu'],
    ["before Workers' Compensation Judge Helen Park.", 'Helen Park'],
    ['JUDGE:\nHON. KATHERINE WU', 'Katherine Wu'],
    ["DATED: 12/02/2026\n\nMARIA T. DELGADO\nWORKERS' COMPENSATION ADMINISTRATIVE LAW JUDGE\n\nServed by mail", 'Maria T. Delgado'],
    ["the link for Judge Ramirez's courtroom.\nAssigned WCJ: Hon. Elena Ramirez", 'Elena Ramirez'],
    ['Judge Ortiz is still assigned.', 'Ortiz'],
    ['before WCJ Ann Marie Cho. ADJ12345678', 'Ann Marie Cho'],
    ['Judge: to be assigned', null],
    ['The WCJ will decide the lien issues.', null],
    ['No judge is mentioned here.', null],
  ])('%j → %j', (text, expected) => {
    expect(findJudgeName(text)).toBe(expected);
  });
});

describe('locations', () => {
  it('knows the DWC district offices named in notices', () => {
    for (const office of ['Los Angeles', 'Van Nuys', 'Oakland', 'San Diego', 'Anaheim', 'Santa Ana', 'Oxnard', 'Marina del Rey']) {
      expect(DWC_DISTRICT_OFFICES).toContain(office);
      expect(findLocation(`The hearing will be at the ${office} District Office.`)).toBe(`${office} District Office`);
    }
  });

  it.each([
    ['at the:\n\nWCAB Los Angeles District Office\n320 W. 4th Street, 9th Floor\nLos Angeles, CA 90013\n\nJudge: X', 'WCAB Los Angeles District Office, 320 W. 4th Street, 9th Floor, Los Angeles, CA 90013'],
    ['at the Van Nuys District Office, 6150 Van Nuys Blvd., Room 105, Van Nuys, CA 91401.', 'Van Nuys District Office, 6150 Van Nuys Blvd., Room 105, Van Nuys, CA 91401'],
    ['Location: Stanley Mosk Courthouse, 111 N. Hill Street, Los Angeles, CA 90012\nDept. 32', 'Stanley Mosk Courthouse, 111 N. Hill Street, Los Angeles, CA 90012'],
    ['LOCATION:\nSAN JOSE DISTRICT OFFICE\n100 PASEO DE SAN ANTONIO, ROOM 241\nSAN JOSE, CA 95113\n\nJUDGE:', 'SAN JOSE DISTRICT OFFICE, 100 PASEO DE SAN ANTONIO, ROOM 241, SAN JOSE, CA 95113'],
    ['OAKLAND DISTRICT OFFICE\n\nLocation: 1515 Clay Street, 6th Floor, Oakland, CA 94612', 'OAKLAND DISTRICT OFFICE, 1515 Clay Street, 6th Floor, Oakland, CA 94612'],
    ['at the offices of Harmon & Pike LLP, 1200 Main Street, Suite 400, Irvine, CA 92614, before a reporter', 'Harmon & Pike LLP, 1200 Main Street, Suite 400, Irvine, CA 92614'],
    ['will be conducted remotely via Lifesize: https://guest.lifesize.com/1234567.', 'Remote via Lifesize: https://guest.lifesize.com/1234567'],
    ['The deposition will proceed remotely via Zoom.', 'Remote via Zoom'],
    ['The hearing will be remote; parties appear by video.', 'Remote (video)'],
    ['let us meet at our office, 2000 Main Street, Suite 900, Irvine, CA 92614. Thanks', '2000 Main Street, Suite 900, Irvine, CA 92614'],
    ['Thanks,\nRachel\n2000 Main Street, Suite 900, Irvine, CA 92614', null],
  ])('%j → %j', (text, expected) => {
    expect(findLocation(text)).toBe(expected);
  });
});

describe('parties', () => {
  it('reads labelled applicant and employer, including two labels on one line', () => {
    expect(findParties('Applicant: Grace Kim    Employer: Harbor Cold Storage').caption).toBe('Kim v. Harbor Cold Storage');
    expect(findParties('Applicant: MARIA GARCIA\nEmployer: ACME LOGISTICS, INC.').caption).toBe('Garcia v. Acme Logistics');
  });

  it('reads a formal caption', () => {
    const parties = findParties('JOSE RAMIREZ, Applicant,\nv.\nWESTSIDE BUILDERS, INC.; STATE FUND, Defendants.');
    expect(parties.applicant).toBe('Jose Ramirez');
    expect(parties.caption).toBe('Ramirez v. Westside Builders');
  });

  it('reads an inline caption but not a surname-first one', () => {
    expect(findParties('The status conference in Nguyen v. Pacific Farms (ADJ9876543)').caption).toBe('Nguyen v. Pacific Farms');
    expect(findParties('NOTICE - GARCIA, MARIA v. ACME LOGISTICS').caption).toBeNull();
  });

  it('finds the deponent and named attendees, skipping "not requested"', () => {
    const parties = findParties('take the deposition of applicant JOSE RAMIREZ on Monday\nInterpreter: Ana Lucia Vega (Spanish)');
    expect(parties.deponent).toBe('Jose Ramirez');
    expect(parties.namedAttendees).toEqual(['Jose Ramirez (deponent)', 'Ana Lucia Vega (Spanish interpreter)']);
    expect(findParties('Interpreter: not requested.').namedAttendees).toEqual([]);
    expect(findParties('Defense Counsel: Kevin Marsh, Esq.').namedAttendees).toEqual(['Kevin Marsh, Esq. (defense attorney)']);
  });
});
