import { EAMS_SENDER as EAMS, noticeHtml, type Sample } from './sample';

export const mscNoticeGarcia: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Notice of Hearing – Mandatory Settlement Conference – ADJ12345678',
  sentHoursAgo: 50,
  important: true,
  html: noticeHtml([
    '<b>WORKERS\' COMPENSATION APPEALS BOARD</b>',
    'STATE OF CALIFORNIA',
    '',
    '<b>NOTICE OF HEARING</b>',
    '',
    'Case Name: MARIA GARCIA vs. ACME LOGISTICS INC.; ZENITH INSURANCE COMPANY',
    'Case No.: ADJ12345678',
    '',
    `You are hereby notified that the above-entitled matter has been set for a <b>MANDATORY SETTLEMENT CONFERENCE</b> on ${ctx.day(18, 'cccc, LLLL d, yyyy')} at 8:30 a.m.`,
    '',
    'Location: WCAB Los Angeles District Office, 320 W. 4th Street, 9th Floor, Los Angeles, CA 90013',
    'Judge: Hon. Maria T. Delgado',
    '',
    'All parties are ordered to appear with full settlement authority. Failure to appear may result in sanctions under Labor Code section 5813.',
    '',
    `Served on: ${ctx.userName}, Attorney for Applicant; Bradford &amp; Lee LLP, Attorneys for Defendant`,
  ]),
});

export const trialNoticeNguyen: Sample = (ctx) => ({
  from: EAMS,
  subject: 'NOTICE OF HEARING (TRIAL) Nguyen v. Pacific Coast Warehousing ADJ10987654',
  sentHoursAgo: 26,
  html: noticeHtml([
    'STATE OF CALIFORNIA — DIVISION OF WORKERS\' COMPENSATION',
    'WORKERS\' COMPENSATION APPEALS BOARD',
    '',
    'NOTICE OF HEARING',
    '',
    'TUAN NGUYEN, Applicant',
    'vs.',
    'PACIFIC COAST WAREHOUSING LLC; REPUBLIC INDEMNITY, Defendants',
    '',
    'CASE NUMBER: ADJ10987654',
    '',
    `TYPE OF HEARING: TRIAL`,
    `DATE: ${ctx.day(33, 'MM/dd/yyyy')}`,
    'TIME: 1:30 PM',
    'PLACE: Van Nuys District Office, 6150 Van Nuys Boulevard, Suite 105, Van Nuys, CA 91401',
    'JUDGE: WCJ Robert Chen',
    '',
    'Witnesses and exhibits must be listed in the Pre-Trial Conference Statement. Interpreter requested: Vietnamese.',
  ]),
});

export const statusConferenceThompson: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Notice of Status Conference — Thompson v. Golden State Builders',
  sentHoursAgo: 8,
  html: noticeHtml([
    'WORKERS\' COMPENSATION APPEALS BOARD',
    '',
    'NOTICE OF HEARING — STATUS CONFERENCE',
    '',
    'Applicant: DEREK THOMPSON',
    'Defendants: GOLDEN STATE BUILDERS INC.; STATE COMPENSATION INSURANCE FUND',
    'Case Nos.: ADJ11223344; ADJ11223345',
    '',
    `The above cases are set for Status Conference on ${ctx.day(10)} at 10:00 AM before the Honorable Susan Park`,
    'at the Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612.',
    '',
    'Parties may appear remotely by Lifesize video; connection details are posted on the DWC website.',
  ]),
});

export const lienConferenceOkafor: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Lien Conference set – ADJ9876543 (Okafor)',
  sentHoursAgo: 70,
  read: true,
  html: noticeHtml([
    'NOTICE OF HEARING',
    '',
    'Case: CHIDI OKAFOR v. HARBOR FREIGHT SERVICES; TRAVELERS',
    'Case No. ADJ9876543',
    '',
    `A LIEN CONFERENCE has been set for ${ctx.day(40, 'cccc, LLLL d, yyyy')}, 8:30 AM,`,
    'San Diego District Office, 7575 Metropolitan Drive, Suite 202, San Diego, CA 92108.',
    'Workers\' Compensation Administrative Law Judge Anne Liu presiding.',
    '',
    'Lien claimants must appear or be represented; liens of non-appearing claimants may be dismissed.',
  ]),
});

export const expeditedHearingRamirez: Sample = (ctx) => ({
  from: EAMS,
  subject: 'EXPEDITED HEARING – Ramirez v. Sunrise Farms – ADJ13579246',
  sentHoursAgo: 3,
  important: true,
  html: noticeHtml([
    'URGENT — EXPEDITED HEARING',
    '',
    'NOTICE OF HEARING',
    'Applicant: ELENA RAMIREZ',
    'Employer: SUNRISE FARMS; Carrier: ICW GROUP',
    'Case No.: ADJ13579246',
    '',
    `An EXPEDITED HEARING on the issue of temporary disability and medical treatment is set for ${ctx.day(6)} at 1:30 p.m.`,
    'Anaheim District Office, 1065 N. PacifiCenter Drive, Suite 170, Anaheim, CA 92806.',
    'Judge: Hon. Victor Salas',
    '',
    'Please confirm your availability with the applicant and have the medical reports ready for filing.',
  ]),
});

export const mscDateWithoutTime: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Declaration of Readiness received – ADJ15975348',
  sentHoursAgo: 30,
  html: noticeHtml([
    'WORKERS\' COMPENSATION APPEALS BOARD',
    '',
    'Case No.: ADJ15975348 — LINDA BROOKS v. COASTAL MEDICAL GROUP',
    '',
    `A Declaration of Readiness to Proceed was received. The matter will be calendared for a Mandatory Settlement Conference during the week of ${ctx.day(45)}.`,
    'The exact time and courtroom will follow in a separate notice.',
  ]),
});
