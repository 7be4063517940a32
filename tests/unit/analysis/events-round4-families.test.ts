import { describe, expect, it } from 'vitest';
import { analyseEmailOffline } from '../../../domain/analysis/offline-analyser';
import type { AnalysableEmail } from '../../../domain/analysis/types';

// Sent Monday, November 9, 2026, 10:04 a.m. in Los Angeles.
const SENT = '2026-11-09T18:04:00Z';

const mail = (subject: string, text: string, from = 'Counsel <counsel@example.com>'): AnalysableEmail => ({
  id: 'round4',
  subject,
  from,
  to: ['Anthony Ruiz <aruiz@ruizwclaw.com>'],
  cc: [],
  date: SENT,
  text,
  attachments: [],
});

const eventOf = (email: AnalysableEmail) => analyseEmailOffline(email).meetingDetails;

describe('a relative asks for a call back', () => {
  it('calendars "can the attorney call us tomorrow at 2pm"', () => {
    const event = eventOf(
      mail('about my mother', 'Hello, I am Teresa, the daughter of Rosa Medina. Could Ms. Ruiz call us tomorrow at 2pm? My mom has questions about her letter.', 'Teresa <teresa.m@example.net>'),
    );
    expect(event).toMatchObject({ eventType: 'Meeting', eventDate: '2026-11-10', eventTime: '14:00', location: null });
  });

  it('reads no call from "call us at" a phone number', () => {
    expect(eventOf(mail('questions', 'If anything changes before Friday, call us at 818-555-0101.'))).toBeNull();
  });
});

describe('a report that mentions an invoice to follow is still a report', () => {
  it('reads the trial the judge set at the conference it reports', () => {
    const report = mail(
      'Appearance Report - Ortiz v. Coastline Foods - MSC 11/9/26',
      'APPEARANCE REPORT\n\nHearing: MSC, Anaheim, 11/9/2026, Judge Whitfield\n\nNo settlement. Judge Whitfield set the matter for trial on Tuesday, January 12, 2027 at 1:30 p.m. in Anaheim.\n\nInvoice for this appearance will follow.',
    );
    expect(eventOf(report)).toMatchObject({ eventType: 'Trial', eventDate: '2027-01-12', eventTime: '13:30' });
  });

  it('still treats a bill laid out under an invoice header as an invoice', () => {
    const bill = mail('Appearance services', 'Invoice #20455\nAppearance at MSC 11/2/2026\nNext hearing: Trial 12/14/2026 at 8:30 a.m.\nAmount due: $250');
    expect(eventOf(bill)).toBeNull();
  });
});

describe('a warning of what would vacate a hearing cancels nothing', () => {
  it('reads an OSC whose notice says it will be vacated if a dismissal is filed first', () => {
    const notice = mail(
      'Notice of OSC re Dismissal - 30-2026-01456789-CU-BC-CJC',
      'NOTICE OF HEARING\nORDER TO SHOW CAUSE RE: DISMISSAL (SETTLEMENT)\nMonday, February 8, 2027, 9:00 a.m., Department C-22\n\nIf a request for dismissal is filed at least five court days before the hearing date, the hearing will be vacated.',
      'Court Notices <notices@occourts.org>',
    );
    expect(eventOf(notice)).toMatchObject({ eventType: 'Hearing', eventDate: '2027-02-08', eventTime: '09:00' });
  });
});

describe('a deadline message counting a due date on from the hearing it names', () => {
  it('reads no event from "set for hearing … so our reply is due …" under a deadline subject', () => {
    const memo = mail(
      'Pacheco - demurrer reply deadline',
      'Team, the demurrer is set for hearing 12/17/2026 at 9:00 in Dept. 14, so our reply is due Thursday, December 10, 2026. Please send me your edits by 12/7.',
    );
    expect(eventOf(memo)).toBeNull();
  });
});

describe('the kind, judge and date of a setting, however the notice words them', () => {
  it('reads a status conference about the status of a QME panel as a status conference', () => {
    const notice = mail(
      'Notice of Hearing ADJ10000001',
      'On the WCJ\'s own motion this case is set for STATUS CONFERENCE regarding the status of the\npanel QME dispute.\n\nDate: 12/15/2026\nTime: 10:30 AM',
      'EAMS <eams@dir.ca.gov>',
    );
    expect(eventOf(notice)?.eventType).toBe('Status Conference');
  });

  it('reads a prep meeting for a deposition as a meeting', () => {
    const prep = mail(
      'Prep meeting for your deposition - Wed 11/18 3pm',
      'We would like to meet by video to prepare for your deposition on December 2. The prep meeting is Wed 11/18 at 3pm by Zoom.',
    );
    expect(eventOf(prep)).toMatchObject({ eventType: 'Meeting', eventDate: '2026-11-18', eventTime: '15:00' });
  });

  it('names the judge written before the title in prose', () => {
    const notice = mail(
      'NOTICE OF HEARING ADJ10000002',
      'The case is set for LIEN CONFERENCE on\n12/08/2026 at 8:30 AM\nbefore Dana Whitlock, Workers\' Compensation Judge\nat OAKLAND DISTRICT OFFICE',
      'EAMS <eams@dir.ca.gov>',
    );
    expect(eventOf(notice)?.judgeName).toBe('Dana Whitlock');
  });

  it('gives the full name of a judge whose given name and surname a line break parts', () => {
    const reply = mail(
      'RE: Trial',
      'Judge Okonkwo granted the continuance: trial is continued to December 15 at 1:30 p.m.\n\n-----Original Message-----\nFrom: A <a@example.com>\nSent: Monday, November 2, 2026 9:00 AM\n\nThe trial is before Judge Adaeze\nOkonkwo (ADJ10000003).',
    );
    expect(eventOf(reply)?.judgeName).toBe('Adaeze Okonkwo');
  });

  it('keeps the hour of the old setting when a message moves it "from X to Y, same time"', () => {
    const moved = mail(
      'Fwd: MSC moved',
      'Clerk moved the MSC from Tue 12/1 to Thursday 12/10, same time, same place.\n\n> MANDATORY SETTLEMENT CONFERENCE\n> 12/01/2026 01:30 PM',
    );
    expect(eventOf(moved)).toMatchObject({ eventDate: '2026-12-10', eventTime: '13:30' });
  });
});

describe('a restaurant named after the hour of a lunch', () => {
  it('reads "at 1:00 — Osteria Luna\\non Main St" as the place, across the line break', () => {
    const lunch = mail('Lunch', "Let's have lunch Thursday the 12th at 1:00 — Osteria Luna\non Main St (210 Main). I want to talk about two referrals.");
    expect(eventOf(lunch)).toMatchObject({ eventType: 'Meeting', location: 'Osteria Luna' });
  });
});
