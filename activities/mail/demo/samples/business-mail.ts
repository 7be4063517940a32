import { noticeHtml, type Sample } from './sample';

export const courtReporterInvoice: Sample = () => ({
  from: 'Pacific Reporting Billing <billing@pacificreporting.example.com>',
  subject: 'Invoice #PR-20417 – deposition transcript',
  sentHoursAgo: 96,
  read: true,
  html: noticeHtml([
    'Thank you for your business.',
    '',
    'Invoice #PR-20417',
    'Deposition transcript and exhibits — Okafor v. Harbor Freight Services',
    'Amount due: $612.40 — payment terms net 30.',
    '',
    'Pay online or mail a check to Pacific Reporting, 800 S. Figueroa St, Los Angeles, CA 90017.',
  ]),
});

export const associationNewsletter: Sample = () => ({
  from: 'Applicants\' Bar Weekly <news@applicantsbar.example.org>',
  subject: 'This week: SB 1159 presumption update, new QME regulations, and our winter seminar',
  sentHoursAgo: 120,
  read: true,
  html: noticeHtml([
    '<h2>Applicants\' Bar Weekly</h2>',
    'Regulatory roundup: the Division published amended QME regulations for comment.',
    'Case law: a panel decision on apportionment to pathology.',
    'Our winter seminar registration is open. <a href="https://applicantsbar.example.org/seminar">Register here</a>.',
    '<img src="https://applicantsbar.example.org/track/open.gif" width="1" height="1" alt="">',
    '',
    'You are receiving this newsletter as a member. Unsubscribe at any time.',
  ]),
});

export const clientQuestion: Sample = () => ({
  from: 'Jasmine Howard <jasmine.howard@mail.example.com>',
  subject: 'Question about my TD checks',
  sentHoursAgo: 12,
  html: noticeHtml([
    'Hello,',
    '',
    'My temporary disability check did not arrive this week. Should I call the insurance company or will your office contact them?',
    'Also, do I need to bring anything to the deposition?',
    '',
    'Thank you,',
    'Jasmine Howard',
  ]),
});

export const lunchPlans: Sample = () => ({
  from: 'Jenna Ortiz <jortiz@lawgroup.example.com>',
  subject: 'Lunch Thursday?',
  sentHoursAgo: 28,
  read: true,
  html: noticeHtml(['Want to grab lunch Thursday after the board? The new place on Spring Street has a patio.', '', 'J.']),
});
