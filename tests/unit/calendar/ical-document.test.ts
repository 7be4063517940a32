import { describe, expect, it } from 'vitest';
import { buildIcalDocument } from '../../../api/calendar/ical-document';
import type { CalendarEventRow } from '../../../db/tables/analysis';

const row = (overrides: Partial<CalendarEventRow>): CalendarEventRow => ({
  id: '7d6f2c1e-9d3a-4a57-9b2e-1f0c8e1a2b3c',
  user_id: 'u',
  title: 'MSC – Alvarez v. Acme',
  description: 'Bring the QME report.',
  start_at: new Date('2031-03-03T16:30:00Z'),
  end_at: new Date('2031-03-03T17:30:00Z'),
  time_zone: 'America/Los_Angeles',
  all_day: false,
  source_id: 'primary',
  tags: ['work'],
  completed: false,
  color: null,
  location: 'WCAB Van Nuys',
  url: null,
  attendees: [],
  google_event_id: null,
  case_number: 'ADJ12345678',
  hearing_type: 'MSC',
  judge: 'Hon. Delgado',
  category: null,
  email_source: null,
  task_id: null,
  automation_id: null,
  time_block_id: null,
  plan_id: null,
  recurrence: null,
  edited_by_hand_at: null,
  analysis_conflict: null,
  created_at: new Date('2026-11-01T00:00:00Z'),
  updated_at: new Date('2026-11-02T00:00:00Z'),
  ...overrides,
});

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('the iCal document', () => {
  const options = { timeZone: 'America/Los_Angeles', name: 'Legal Workspace', appUrl: 'https://workspace.example-firm.com', now: new Date('2026-11-24T00:00:00Z') };

  it('writes times in the user\'s zone with the case number, hearing type and judge in the description', () => {
    const text = unfold(buildIcalDocument([row({})], options));
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('X-WR-TIMEZONE:America/Los_Angeles');
    expect(text).toContain('UID:7d6f2c1e-9d3a-4a57-9b2e-1f0c8e1a2b3c');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20310303T083000');
    expect(text).toContain('DTEND;TZID=America/Los_Angeles:20310303T093000');
    expect(text).toContain('DESCRIPTION:Case: ADJ12345678\\nHearing: MSC\\nJudge: Hon. Delgado\\nBring the QME report.');
    expect(text).toContain('LOCATION:WCAB Van Nuys');
    expect(text).toContain('DTSTAMP:20261124T000000Z');
  });

  it('carries the zone\'s VTIMEZONE with its daylight-saving changes, before the first event', () => {
    const text = buildIcalDocument([row({})], options);
    const zone = text.slice(text.indexOf('BEGIN:VTIMEZONE'), text.indexOf('END:VTIMEZONE'));
    expect(text.indexOf('END:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    expect(zone).toContain('TZID:America/Los_Angeles');
    expect(zone).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0800\r\nTZOFFSETTO:-0700\r\nTZNAME:PDT');
    expect(zone).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0800\r\nTZNAME:PST');
  });

  it('converts an event kept in another zone into the user\'s', () => {
    const text = unfold(buildIcalDocument([row({ time_zone: 'Europe/Berlin' })], { ...options, timeZone: 'Europe/Berlin' }));
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20310303T173000');
  });

  it('writes all-day events as dates and series with their RRULE', () => {
    const text = unfold(
      buildIcalDocument(
        [row({ all_day: true, start_at: new Date('2031-06-02T07:00:00Z'), end_at: new Date('2031-06-05T07:00:00Z'), recurrence: 'FREQ=YEARLY', case_number: null, hearing_type: null, judge: null })],
        options,
      ),
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20310602');
    expect(text).toContain('DTEND;VALUE=DATE:20310605');
    expect(text).toContain('RRULE:FREQ=YEARLY');
  });
});
