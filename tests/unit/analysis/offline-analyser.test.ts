import { describe, expect, it } from 'vitest';
import { analyseEmailOffline, DEFAULT_ANALYSIS_TIME_ZONE } from '../../../domain/analysis/offline-analyser';
import type { AnalysableEmail } from '../../../domain/analysis/types';
import { DEFAULT_TIME_ZONE, parseEventDate, parseEventTime, toEventTimes } from '../../../domain/calendar/date-conversion';
import { NOTICES, type NoticeFixture } from './fixtures/notices';

function actualFields(fixture: NoticeFixture) {
  const result = analyseEmailOffline(fixture.email);
  const details = result.meetingDetails;
  const { expected } = fixture;
  const actual: Record<string, unknown> = {
    isCourtDocument: result.isCourtDocument,
    isMeeting: result.isMeeting,
    category: result.category,
    priority: result.priority,
  };
  const want: Record<string, unknown> = {
    isCourtDocument: expected.isCourtDocument,
    isMeeting: expected.isMeeting,
    category: expected.category,
    priority: expected.priority,
  };
  const compare = (key: keyof typeof expected, value: unknown) => {
    if (expected[key] === undefined) return;
    actual[key] = value;
    want[key] = expected[key];
  };
  // Without an event the case number is not in meetingDetails; the analyser lists it first among the keywords.
  const caseKeyword = result.keywords.find((keyword) => /^(?:ADJ\d{7,8}|\d{2}[A-Z]{2,6}\d{5,6})$/.test(keyword)) ?? null;
  compare('caseNumber', details ? details.caseNumber : caseKeyword);
  compare('eventType', details?.eventType ?? null);
  compare('eventDate', details?.eventDate ?? null);
  compare('eventTime', details?.eventTime ?? null);
  compare('endTime', details?.endTime ?? null);
  compare('judgeName', details?.judgeName ?? null);
  compare('eventTitle', details?.eventTitle);
  compare('followUpDate', result.followUpDate);
  compare('isReplyRequired', result.isReplyRequired);
  compare('sentiment', result.sentiment);
  if (expected.locationContains !== undefined) {
    const location = details?.location?.toLowerCase() ?? null;
    actual.locationContains = expected.locationContains?.filter((part) => location?.includes(part.toLowerCase())) ?? location;
    want.locationContains = expected.locationContains;
  }
  if (expected.personInvolvedContains) {
    actual.personInvolved = details?.personInvolved?.includes(expected.personInvolvedContains) ? expected.personInvolvedContains : details?.personInvolved;
    want.personInvolved = expected.personInvolvedContains;
  }
  if (expected.attendeesInclude) {
    actual.attendees = expected.attendeesInclude.filter((name) => details?.attendees.some((attendee) => attendee.includes(name)));
    want.attendees = expected.attendeesInclude;
  }
  if (expected.descriptionContains) {
    actual.description = expected.descriptionContains.filter((part) => details?.description.includes(part));
    want.description = expected.descriptionContains;
  }
  return { result, actual, want };
}

describe('offline analyser on a realistic legal inbox', () => {
  it('has a table of at least 20 notices', () => {
    expect(NOTICES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(NOTICES.map((fixture) => [fixture.name, fixture] as const))('%s', (_name, fixture) => {
    const { actual, want } = actualFields(fixture);
    expect(actual).toEqual(want);
  });
});

function notice(text: string, overrides: Partial<AnalysableEmail> = {}): AnalysableEmail {
  return {
    id: 'm1',
    subject: 'Notice',
    from: 'Clerk <clerk@dir.ca.gov>',
    to: ['jtorres@torreslawgroup.com'],
    cc: [],
    date: '2026-11-20T17:00:00Z',
    text,
    attachments: [],
    ...overrides,
  };
}

describe('dates and times the way notices write them', () => {
  it.each([
    ['The MSC is set for December 14, 2026 at 8:30 a.m.', '2026-12-14', '08:30'],
    ['MSC: 12/14/2026 1:30 PM', '2026-12-14', '13:30'],
    ['Trial is set for Monday, January 11, 2027, 10:00 AM.', '2027-01-11', '10:00'],
    ['A lien conference will be held on the 3rd day of February, 2027 at 9:00 am.', '2027-02-03', '09:00'],
    ['Hearing Type: Status Conference\nDate: 2026-12-03  Time: 08:30', '2026-12-03', '08:30'],
    ['Hearing Type: MSC\nHearing Date: 01/05/27\nHearing Time: 8:30 AM', '2027-01-05', '08:30'],
    ['Trial is set at 1:30 p.m. on March 2, 2027.', '2027-03-02', '13:30'],
    ['Expedited hearing: Dec. 8, 2026, 1:30 PM', '2026-12-08', '13:30'],
    ['DATE:\n12/09/2026\n\nTIME:\n1:30 PM\n\nHEARING TYPE: MSC', '2026-12-09', '13:30'],
    ['Status conference on Tuesday, December 15, 2026 at 10:30 am PT', '2026-12-15', '10:30'],
    ['Deposition of applicant John Doe on December 16, 2026 at 1:00 PM ET via Zoom', '2026-12-16', '10:00'],
    ['Lien conference set for January 5, 2027 at noon at the Stockton District Office.', '2027-01-05', '12:00'],
  ])('%j → %s %s', (text, eventDate, eventTime) => {
    const details = analyseEmailOffline(notice(text)).meetingDetails;
    expect([details?.eventDate, details?.eventTime]).toEqual([eventDate, eventTime]);
  });

  it('reads an explicit end time', () => {
    const details = analyseEmailOffline(notice('Settlement meeting on December 10, 2026 from 9:00 AM to 11:00 AM.')).meetingDetails;
    expect([details?.eventTime, details?.endTime]).toEqual(['09:00', '11:00']);
  });

  it('resolves relative dates against the sent date', () => {
    const text = 'Can you come to the meeting tomorrow at 10am?';
    expect(analyseEmailOffline(notice(text)).meetingDetails?.eventDate).toBe('2026-11-21');
    expect(analyseEmailOffline(notice(text, { date: '2027-03-01T18:00:00Z' })).meetingDetails?.eventDate).toBe('2027-03-02');
  });

  it('reads the sent date in the given time zone', () => {
    // 06:30 UTC on 3 December is still 2 December in Los Angeles but already 3 December in New York.
    const email = notice('Confirming our meeting tomorrow at 10am.', { date: '2026-12-03T06:30:00Z' });
    expect(analyseEmailOffline(email).meetingDetails).toMatchObject({ eventDate: '2026-12-03', timeZone: 'America/Los_Angeles' });
    expect(analyseEmailOffline(email, { timeZone: 'America/New_York' }).meetingDetails).toMatchObject({ eventDate: '2026-12-04', timeZone: 'America/New_York' });
  });

  it('ignores relative dates when the sent date is unknown but still reads written dates', () => {
    expect(analyseEmailOffline(notice('Meeting tomorrow at 10am.', { date: 'not a date' })).isMeeting).toBe(false);
    expect(analyseEmailOffline(notice('MSC on December 14, 2026 at 8:30 a.m.', { date: '' })).meetingDetails?.eventDate).toBe('2026-12-14');
  });

  it('leaves the time empty when only a date is given, so the caller records no_actionable_meeting_details', () => {
    const details = analyseEmailOffline(notice('Trial is set for January 26, 2027. The time will be set by separate notice.')).meetingDetails;
    expect(details).toMatchObject({ eventType: 'Trial', eventDate: '2027-01-26', eventTime: null });
  });
});

describe('continuances and cancellations', () => {
  it.each([
    ['The MSC set for December 14, 2026 at 8:30 a.m. is continued to January 20, 2027 at 1:30 p.m.', '2027-01-20', '13:30'],
    ['The status conference originally set for December 3, 2026 has been rescheduled to February 9, 2027 at 10:30 AM.', '2027-02-09', '10:30'],
    ['The trial previously set for December 1, 2026 has been reset for February 2, 2027 at 8:30 a.m.', '2027-02-02', '08:30'],
    ['Counsel: the MSC is hereby continued to 1/20/2027 at 1:30 pm per stipulation.', '2027-01-20', '13:30'],
  ])('%j → the new date', (text, eventDate, eventTime) => {
    const result = analyseEmailOffline(notice(`${text} ADJ12345678`));
    expect(result.meetingDetails).toMatchObject({ eventDate, eventTime, caseNumber: 'ADJ12345678' });
  });

  it('finds no event when the only hearing is taken off calendar or already past', () => {
    expect(analyseEmailOffline(notice('The deposition of applicant scheduled for 12/16/2026 at 10:00 a.m. has been taken off calendar.')).isMeeting).toBe(false);
    expect(analyseEmailOffline(notice('The MSC held on November 2, 2026 at 8:30 a.m. resulted in a settlement.')).isMeeting).toBe(false);
  });

  it('does not read an out-of-office return date as an event', () => {
    const result = analyseEmailOffline(
      notice('I am out of the office until Monday, December 7 with limited access to e-mail. For urgent hearing matters call my assistant.', {
        subject: 'Automatic reply: Notice of hearing',
      }),
    );
    expect(result).toMatchObject({ isMeeting: false, priority: 'low', isReplyRequired: false, followUpDate: null });
  });
});

describe('analysis output', () => {
  it('writes action items, a summary, keywords and a calendar title', () => {
    const result = analyseEmailOffline(NOTICES[0]!.email);
    expect(result.actionItems).toEqual([{ id: 'msc-la-action-1', text: 'Attend MSC on 2026-12-14 at 08:30' }]);
    expect(result.summary).toBe(
      'MSC set for 2026-12-14 at 08:30 in Garcia v. Acme Logistics (ADJ12345678) at WCAB Los Angeles District Office, 320 W. 4th Street, 9th Floor, Los Angeles, CA 90013 before Judge Maria T. Delgado.',
    );
    expect(result.keywords.slice(0, 3)).toEqual(['MSC', 'ADJ12345678', 'Hearing Notice']);
    expect(result.meetingDetails?.description).toContain('Case number: ADJ12345678');
  });

  it('suggests a reply only when one is asked for', () => {
    const asked = analyseEmailOffline(NOTICES.find((fixture) => fixture.email.id === 'meeting-end-time')!.email);
    expect(asked.suggestedReply).toBe(
      'Thank you. I confirm the meeting on Tuesday, December 1, 2026 at 2:00 PM at 2000 Main Street, Suite 900, Irvine, CA 92614.',
    );
    expect(asked.actionItems.map((item) => item.text)).toContain('Confirm attendance');
    expect(analyseEmailOffline(NOTICES[0]!.email).suggestedReply).toBeNull();
  });

  it('calendars depositions and passes attachments through', () => {
    const result = analyseEmailOffline(NOTICES.find((fixture) => fixture.email.id === 'depo-applicant')!.email);
    expect(result.actionItems[0]?.text).toBe('Calendar deposition of Jose Ramirez on 2026-12-16 at 10:00');
    expect(result.meetingDetails?.attachments).toEqual([{ fileName: 'Notice of Depo - Ramirez.pdf', fileId: 'att-depo-1' }]);
  });

  it('always returns dates and times the calendar conversion accepts', () => {
    for (const fixture of NOTICES) {
      const details = analyseEmailOffline(fixture.email).meetingDetails;
      if (!details) continue;
      expect(parseEventDate(details.eventDate), fixture.name).not.toBeNull();
      if (details.eventTime) {
        expect(parseEventTime(details.eventTime), fixture.name).not.toBeNull();
        expect(toEventTimes(details), fixture.name).not.toBeNull();
      }
      if (details.endTime) expect(parseEventTime(details.endTime), fixture.name).not.toBeNull();
    }
  });

  it('defaults to the calendar time zone', () => {
    expect(DEFAULT_ANALYSIS_TIME_ZONE).toBe(DEFAULT_TIME_ZONE);
  });

  it('is deterministic and independent of the machine time zone', () => {
    const before = NOTICES.map((fixture) => analyseEmailOffline(fixture.email));
    const machineZone = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(NOTICES.map((fixture) => analyseEmailOffline(fixture.email))).toEqual(before);
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it('copes with an empty message', () => {
    const result = analyseEmailOffline(notice('', { subject: '', from: '' }));
    expect(result).toMatchObject({ isMeeting: false, meetingDetails: null, category: 'Uncategorized', priority: 'medium' });
  });
});

describe('message kinds', () => {
  it.each([
    ['Notice of Electronic Filing: a document was filed in case ADJ1234567.', 'filings@one-legal.example'],
    ['You have been served with the following documents.', 'service@firm.com'],
    ['Electronic Service of Petition for Reconsideration', 'service@firm.com'],
    ['Please find attached the Proof of Service.', 'staff@firm.com'],
    ['A document is available in EAMS.', 'staff@firm.com'],
    ['Status update on your case.', 'clerk@dir.ca.gov'],
  ])('%j from %s is a court document', (text, from) => {
    const result = analyseEmailOffline(notice(text, { from }));
    expect(result.isCourtDocument).toBe(true);
    expect(result.category).toBe('Court Notice');
  });

  it.each([
    ['Your December statement: balance due $1,200.00.', 'Billing', 'medium'],
    ['Did you see the new QME regulations? Click to unsubscribe.', 'Newsletter', 'low'],
    ['Are you free for coffee next week?', 'Personal', 'low'],
    ['I wanted to ask about my claim and my doctor visit. Can you call me?', 'Client Communication', 'medium'],
    ['What is your availability for a call about the Reyes file?', 'Scheduling', 'medium'],
    ['FYI, the office will close early on Friday.', 'Uncategorized', 'medium'],
  ])('%j → %s, %s priority, no meeting', (text, category, priority) => {
    const result = analyseEmailOffline(notice(text, { from: 'Someone <someone@example.com>', subject: 'Hello' }));
    expect(result).toMatchObject({ category, priority, isMeeting: false, meetingDetails: null, isCourtDocument: false });
  });

  it('reads urgency, tone and reply requests', () => {
    const from = { from: 'Someone <someone@example.com>' };
    expect(analyseEmailOffline(notice('URGENT: please call me immediately.', from))).toMatchObject({ sentiment: 'urgent', priority: 'high', isReplyRequired: true });
    expect(analyseEmailOffline(notice('Great news, the claim was approved. Thank you!', from)).sentiment).toBe('positive');
    expect(analyseEmailOffline(notice('Unfortunately the surgery was denied again.', from)).sentiment).toBe('negative');
    expect(analyseEmailOffline(notice('RSVP by December 1, 2026.', from))).toMatchObject({ isReplyRequired: true, followUpDate: '2026-12-01' });
    expect(analyseEmailOffline(notice('Objections are due within five (5) business days.', from)).followUpDate).toBe('2026-11-27');
    expect(analyseEmailOffline(notice('Automated message. Please do not reply. Any questions?', from)).isReplyRequired).toBe(false);
  });
});
