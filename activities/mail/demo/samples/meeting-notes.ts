import { noticeHtml, type Sample } from './sample';

/** The firm's own notes of internal meetings; the Meeting Notes Processor template turns them into tasks. */
export const caseReviewNotesGarcia: Sample = (ctx) => ({
  from: 'Jenna Ortiz <jortiz@lawgroup.example.com>',
  subject: 'Meeting notes – Garcia v. Acme Logistics case review',
  sentHoursAgo: 22,
  html: noticeHtml([
    'Hi all,',
    '',
    'Notes from this morning\'s case review in Garcia v. Acme Logistics (ADJ12345678).',
    `Present: ${ctx.userName}, Jenna Ortiz, David Kim (paralegal).`,
    '',
    '<b>Discussed</b>',
    '• The defence QME rates Ms. Garcia at 12% WPI; our treating physician\'s report supports 21%.',
    '• Zenith\'s last offer is $38,500 by Compromise and Release. The client wants to go over the numbers before the settlement conference.',
    '• The carrier\'s claimed credit for overpaid temporary disability is disputed.',
    '',
    '<b>Action items</b>',
    '• David: request the updated treating physician report and Acme\'s wage statements.',
    '• Jenna: draft the settlement conference statement and the exhibit list.',
    `• ${ctx.userName.split(' ')[0] ?? ctx.userName}: call Ms. Garcia to explain the offer and the rating.`,
    '',
    'Jenna',
  ]),
});

export const docketMeetingNotes: Sample = (ctx) => ({
  from: 'Office Manager <office@lawgroup.example.com>',
  subject: 'Meeting notes – weekly docket meeting',
  sentHoursAgo: 0,
  html: noticeHtml([
    'Notes from today\'s docket meeting.',
    '',
    '• Thompson: Tom Webb\'s Compromise and Release proposal is under review; the client decides after the status conference.',
    '• Howard: the deposition interpreter is confirmed; prepare the applicant beforehand.',
    '• Ortiz: medical records for the Panel QME still need to go out.',
    `• New intake: two calls came in this week; ${ctx.userName.split(' ')[0] ?? ctx.userName} will review the intake forms.`,
    '',
    'Please update your task lists accordingly.',
  ]),
});
