import type { CalendarEventStatus } from '../../../../../domain/analysis/status';

/**
 * The calendar-event status of an analysed e-mail (seed 000 §4) in words. The mock path's
 * "no_actionable_meeting" is accepted too, since the spec names it.
 */
type Status = CalendarEventStatus | 'no_actionable_meeting';

const LABELS: Readonly<Record<Status, string>> = {
  pending_analysis: 'Working…',
  ai_analysis_complete: 'Working…',
  pending_creation: 'Working…',
  pending_update: 'Working…',
  awaiting_confirmation: 'Waiting for you to confirm the event',
  created: 'Event created',
  updated: 'Event updated',
  creation_failed: 'Event could not be created',
  update_failed: 'Event could not be updated',
  no_actionable_meeting_details: 'No date and time to put on the calendar',
  no_actionable_meeting: 'No date and time to put on the calendar',
  analysis_failed: 'Analysis failed',
  analysis_error: 'Analysis failed',
};

/** What is happening while the status is not final. */
const STEPS: Partial<Record<Status, string>> = {
  pending_analysis: 'Reading the message',
  ai_analysis_complete: 'Looking for a date and time',
  pending_creation: 'Creating the calendar event',
  pending_update: 'Updating the calendar event with the same case number',
};

// Waiting for a person is final for this panel: nothing more happens until they decide in the audit queue.
const FINAL: ReadonlySet<string> = new Set<Status>([
  'awaiting_confirmation',
  'created',
  'updated',
  'creation_failed',
  'update_failed',
  'no_actionable_meeting_details',
  'no_actionable_meeting',
  'analysis_failed',
  'analysis_error',
]);

export function isFinalStatus(status: string): boolean {
  return FINAL.has(status);
}

export function statusLabel(status: string): string {
  return LABELS[status as Status] ?? status;
}

export function stepText(status: string): string {
  return STEPS[status as Status] ?? 'Starting the analysis';
}

export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

export function statusTone(status: string): StatusTone {
  if (status === 'created' || status === 'updated') return 'success';
  if (status === 'creation_failed' || status === 'update_failed' || status === 'analysis_failed' || status === 'analysis_error') {
    return 'error';
  }
  if (status.startsWith('no_actionable')) return 'default';
  if (status === 'awaiting_confirmation') return 'warning';
  return 'processing';
}

/** 0 analysing, 1 calendar, 2 finished: the step the progress bar shows. */
export function progressStep(status: string | null): number {
  if (status === null || status === 'pending_analysis') return 0;
  if (isFinalStatus(status)) return 2;
  return 1;
}
