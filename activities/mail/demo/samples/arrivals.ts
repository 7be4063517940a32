import { EAMS_SENDER as EAMS, noticeHtml, type Sample } from './sample';

/** Messages the demo mailbox "receives" on demand, in this order. */
export const continuanceGarcia: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Order Continuing Hearing – Garcia v. Acme Logistics – ADJ12345678',
  sentHoursAgo: 0,
  important: true,
  html: noticeHtml([
    'WORKERS\' COMPENSATION APPEALS BOARD',
    '',
    'ORDER CONTINUING HEARING',
    '',
    'Case Name: MARIA GARCIA vs. ACME LOGISTICS INC.',
    'Case No.: ADJ12345678',
    '',
    `Good cause appearing, the Mandatory Settlement Conference set for ${ctx.day(18)} is continued to ${ctx.day(46, 'cccc, LLLL d, yyyy')} at 9:00 a.m.`,
    'at the WCAB Los Angeles District Office, 320 W. 4th Street, 9th Floor, Los Angeles, CA 90013.',
    '',
    'IT IS SO ORDERED.',
    'Hon. Maria T. Delgado, Workers\' Compensation Judge',
  ]),
});

export const priorityConferencePatel: Sample = (ctx) => ({
  from: EAMS,
  subject: 'Notice of Hearing – Priority Conference – ADJ14725836',
  sentHoursAgo: 0,
  html: noticeHtml([
    'NOTICE OF HEARING',
    '',
    'RAJ PATEL v. METRO TRANSIT AUTHORITY (PSI)',
    'Case No. ADJ14725836',
    '',
    `PRIORITY CONFERENCE: ${ctx.day(21, 'LLLL d, yyyy')} at 8:30 AM`,
    'Santa Ana District Office, 605 W. Santa Ana Blvd., Building 28, Room 451, Santa Ana, CA 92701',
    'Judge: Hon. Grace Whitfield',
  ]),
});

export const depositionRescheduled: Sample = (ctx) => ({
  from: 'Karen Bradford <kbradford@bradfordlee.example.com>',
  subject: 'RE: Notice of Taking Deposition of Applicant Jasmine Howard – ADJ16482093 – rescheduled',
  sentHoursAgo: 0,
  html: noticeHtml([
    'Counsel,',
    '',
    `At your request, the deposition of applicant Jasmine Howard (Case No. ADJ16482093) has been rescheduled to ${ctx.day(19)} at 1:00 PM, same location (555 W. 5th Street, Suite 3100, Los Angeles).`,
    'The interpreter has been notified.',
    '',
    'Karen Bradford',
  ]),
});

export const mileageReminder: Sample = () => ({
  from: 'Office Manager <office@lawgroup.example.com>',
  subject: 'Reminder: submit November mileage by Friday',
  sentHoursAgo: 0,
  html: noticeHtml(['Please submit your November mileage and parking receipts by Friday so they go out with this cycle.', '', 'Thanks!']),
});

/** A setting whose hour could be morning or afternoon: the analysis asks a person before it goes on the calendar. */
export const treatingDoctorDeposition: Sample = (ctx) => ({
  from: 'Daniel Reyes <dreyes@reyesdefense.example.com>',
  subject: 'Deposition of Dr. Alan Cho (PTP) – Lopez v. Harbor Freight Lines – ADJ17760021',
  sentHoursAgo: 0,
  html: noticeHtml([
    'Counsel,',
    '',
    `We have the deposition of Dr. Alan Cho, applicant's primary treating physician, set for ${ctx.day(24)} at 2:00 at our offices, 600 Wilshire Boulevard, Suite 1200, Los Angeles, CA 90017.`,
    'Dr. Cho has asked for no more than three hours. A court reporter has been arranged.',
    '',
    'Daniel Reyes',
    'Reyes Defense Group',
  ]),
});
