import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EVENT_STATUSES,
  finalStatusFor,
  hasActionableMeeting,
  isCalendarEventStatus,
  pendingStatusFor,
} from '../../../domain/analysis/status';

describe('calendar event status after e-mail analysis (seed 000 §4)', () => {
  it('lists every status of seed 000 §4, and the wait for a person to confirm an uncertain event', () => {
    expect([...CALENDAR_EVENT_STATUSES]).toEqual([
      'pending_analysis',
      'ai_analysis_complete',
      'pending_creation',
      'pending_update',
      'awaiting_confirmation',
      'created',
      'updated',
      'creation_failed',
      'update_failed',
      'no_actionable_meeting_details',
      'analysis_failed',
      'analysis_error',
    ]);
  });

  it('recognises statuses', () => {
    expect(isCalendarEventStatus('created')).toBe(true);
    expect(isCalendarEventStatus('no_actionable_meeting')).toBe(false);
    expect(isCalendarEventStatus(undefined)).toBe(false);
  });

  it('updates when an event with the same case number exists, otherwise creates', () => {
    expect(pendingStatusFor(true)).toBe('pending_update');
    expect(pendingStatusFor(false)).toBe('pending_creation');
  });

  it.each([
    [true, true, 'updated'],
    [true, false, 'update_failed'],
    [false, true, 'created'],
    [false, false, 'creation_failed'],
  ] as const)('existing %s, succeeded %s → %s', (existing, succeeded, status) => {
    expect(finalStatusFor(existing, succeeded)).toBe(status);
  });

  it('needs both an event date and an event time', () => {
    expect(hasActionableMeeting({ eventDate: '2026-12-14', eventTime: '08:30' })).toBe(true);
    expect(hasActionableMeeting({ eventDate: '2026-12-14', eventTime: null })).toBe(false);
    expect(hasActionableMeeting({ eventDate: null, eventTime: '08:30' })).toBe(false);
    expect(hasActionableMeeting({ eventDate: ' ', eventTime: '08:30' })).toBe(false);
    expect(hasActionableMeeting(null)).toBe(false);
    expect(hasActionableMeeting(undefined)).toBe(false);
  });
});
