import { noticeHtml, type Sample } from './sample';

export const depositionHoward: Sample = (ctx) => ({
  from: 'Karen Bradford <kbradford@bradfordlee.example.com>',
  subject: 'Notice of Taking Deposition of Applicant Jasmine Howard – ADJ16482093',
  sentHoursAgo: 44,
  html: noticeHtml([
    'BRADFORD &amp; LEE LLP',
    'Attorneys for Defendants Valley Distribution Co.; Zenith Insurance Company',
    '',
    'NOTICE OF TAKING DEPOSITION OF APPLICANT',
    '',
    'JASMINE HOWARD v. VALLEY DISTRIBUTION CO.',
    'Case No.: ADJ16482093',
    '',
    `PLEASE TAKE NOTICE that defendants will take the deposition of applicant JASMINE HOWARD on ${ctx.day(12, 'LLLL d, yyyy')} at 10:00 AM`,
    'at the offices of Bradford &amp; Lee LLP, 555 W. 5th Street, Suite 3100, Los Angeles, CA 90013.',
    'A certified Spanish interpreter and a court reporter from Pacific Reporting will be present.',
    '',
    'Please confirm the applicant\'s attendance by reply.',
    '',
    'Karen Bradford',
    'Bradford &amp; Lee LLP | (213) 555-0142',
  ]),
  attachments: [{ filename: 'Notice-of-Deposition-Howard.pdf', contentType: 'application/pdf', content: '%PDF-1.4\n% Notice of Taking Deposition — Howard — ADJ16482093\n%%EOF\n' }],
});

export const qmeAppointmentOrtiz: Sample = (ctx) => ({
  from: 'Scheduling <scheduling@socalqme.example.com>',
  subject: 'Panel QME Appointment Confirmation – Samuel Ortiz – ADJ17283940',
  sentHoursAgo: 20,
  html: noticeHtml([
    'Dear Counsel,',
    '',
    `This confirms the Panel QME evaluation of applicant Samuel Ortiz (Case No. ADJ17283940) with Dr. Priya Raman, M.D. (Orthopaedic Surgery) on ${ctx.day(26, 'cccc, LLLL d, yyyy')} at 9:00 AM.`,
    'Location: 3250 Wilshire Blvd, Suite 900, Los Angeles, CA 90010.',
    '',
    'Please send all medical records and the joint letter at least 20 days before the appointment.',
    '',
    'Southern California QME Scheduling',
  ]),
});

export const courtEService: Sample = (ctx) => ({
  from: 'eService Notifications <eservice@courtfiling.example.com>',
  subject: 'Notice of Electronic Service – Case No. 23STCV01234 – Hearing on Motion to Compel',
  sentHoursAgo: 14,
  html: noticeHtml([
    'NOTICE OF ELECTRONIC SERVICE',
    '',
    'Superior Court of California, County of Los Angeles',
    'Case No. 23STCV01234 — RIVERA v. WESTSIDE PROPERTY MANAGEMENT',
    '',
    'You have been served electronically with the following document(s):',
    '• Notice of Motion and Motion to Compel Further Responses',
    '• Declaration of Thomas Webb',
    '',
    `Hearing Date: ${ctx.day(28, 'MM/dd/yyyy')} 8:30 AM, Department 32, Stanley Mosk Courthouse, 111 N. Hill Street, Los Angeles, CA 90012.`,
    '',
    `Served to: ${ctx.userEmail}`,
    'This is an automated message. Do not reply.',
  ]),
});

export const settlementProposal: Sample = (ctx) => ({
  from: 'Thomas Webb <twebb@webbdefense.example.com>',
  subject: 'Thompson – C&R proposal before the status conference',
  sentHoursAgo: 5,
  html: noticeHtml([
    `Hi ${ctx.userName.split(' ')[0] ?? ctx.userName},`,
    '',
    'Ahead of the status conference in Thompson (ADJ11223344), my client has authority to discuss a Compromise and Release in the range we talked about.',
    'Could you let me know by Friday whether your client is open to it? Happy to set up a call.',
    '',
    'Thanks,',
    'Tom',
  ]),
});
