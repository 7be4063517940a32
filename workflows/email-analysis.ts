import { ActivityFailure, ApplicationFailure, patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { AnalysisTarget } from '../activities/analysis/types';
import { confirmationReasons } from '../domain/analysis/confirmation';
import { finalStatusFor, hasActionableMeeting, pendingStatusFor, type CalendarEventStatus } from '../domain/analysis/status';
import { startAutomationEvents } from './automation-events';
import { confirmEventWithPerson } from './event-confirmation';
import { replanAfterCalendarChange } from './replan-after-calendar-change';
import { deadlineChainAfterAnalysis } from './deadline-chain-after-analysis';

const retry = { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 } as const;

const activities = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });
// The AI call waits out rate limits itself (seed 001 §8), so it gets more time per attempt.
const { analyseEmail } = proxyActivities<Activities>({ startToCloseTimeout: '3 minutes', retry });

export interface EmailAnalysisOutcome {
  status: CalendarEventStatus;
  eventId: string | null;
  error: string | null;
}

/**
 * Analyses one e-mail and puts the meeting it announces on the calendar: an event with the same
 * case number is moved instead of duplicated. Every step is an activity with retries; the
 * statuses of seed 000 §4 are written as it goes.
 */
export interface EmailAnalysisOptions {
  /**
   * The message just arrived, so it is an automation event too (seed 001 §4). False for a mailbox's
   * existing mail (the demo inbox as first filled) and for an analysis run again by hand.
   */
  newMail: boolean;
}

export async function emailAnalysis(target: AnalysisTarget, options: EmailAnalysisOptions = { newMail: false }): Promise<EmailAnalysisOutcome> {
  const workflowId = workflowInfo().workflowId;
  await activities.markAnalysisPending({ target, workflowId });

  let output;
  let source;
  try {
    const email = await activities.loadMessageForAnalysis(target);
    if (options.newMail) await startAutomationEvents(target);
    source = { subject: email.subject, from: email.from };
    output = await analyseEmail(email);
  } catch (error) {
    const reason = failureMessage(error);
    await activities.recordAnalysisFailure({ target, error: reason });
    return { status: 'analysis_failed', eventId: null, error: reason };
  }

  await activities.storeAnalysisResult({ target, output });
  let meeting = output.result.meetingDetails;
  if (!meeting || !hasActionableMeeting(meeting)) {
    await activities.setCalendarEventStatus({ target, status: 'no_actionable_meeting_details' });
    return { status: 'no_actionable_meeting_details', eventId: null, error: null };
  }

  let existing = meeting.caseNumber ? await activities.findEventByCaseNumber({ userId: target.userId, caseNumber: meeting.caseNumber }) : null;
  // An event read with doubt (or read differently by the AI and the built-in reader) waits for a person.
  let confirmationId: string | null = null;
  const reasons = confirmationReasons(meeting, output.disagreements ?? []);
  if (reasons.length > 0 && patched('confirm-uncertain-events')) {
    const confirmed = await confirmEventWithPerson({ target, meeting, reasons, disagreements: output.disagreements ?? [], existingEventId: existing, source });
    confirmationId = confirmed.auditId;
    if (!confirmed.meeting || !hasActionableMeeting(confirmed.meeting)) {
      await activities.setCalendarEventStatus({ target, status: 'no_actionable_meeting_details', ...(confirmed.meeting ? {} : { error: 'Turned down in the audit queue' }) });
      return { status: 'no_actionable_meeting_details', eventId: null, error: null };
    }
    if (confirmed.meeting.caseNumber !== meeting.caseNumber) {
      existing = confirmed.meeting.caseNumber ? await activities.findEventByCaseNumber({ userId: target.userId, caseNumber: confirmed.meeting.caseNumber }) : null;
    }
    meeting = confirmed.meeting;
  }
  await activities.setCalendarEventStatus({ target, status: pendingStatusFor(existing !== null) });
  try {
    const saved = await activities.saveCalendarEvent({ target, meeting, category: output.result.category, existingEventId: existing, source });
    await activities.syncEventToGoogle({ userId: target.userId, eventId: saved.eventId, sourcePath: `/email/folder/${target.accountId}/INBOX/${encodeURIComponent(target.messageId)}` });
    const status = finalStatusFor(existing !== null, true);
    // The audit entry settles first, so whoever sees the analysis final finds the entry final too.
    if (confirmationId) await activities.finishEventConfirmation({ auditId: confirmationId, userId: target.userId, eventId: saved.eventId, error: null });
    await activities.setCalendarEventStatus({ target, status, eventId: saved.eventId, details: saved.details });
    // The calendar changed: an accepted focus-time plan it affects is computed again (never fails the analysis).
    if (patched('replan-after-calendar-change')) await replanAfterCalendarChange(target.userId);
    // A hearing sets off a chain of deadlines: proposed, or a continuance kept for the person to apply (issue 11).
    if (patched('deadline-chain')) await deadlineChainAfterAnalysis(target.userId, saved.eventId);
    return { status, eventId: saved.eventId, error: null };
  } catch (error) {
    const status = finalStatusFor(existing !== null, false);
    const reason = failureMessage(error);
    if (confirmationId) await activities.finishEventConfirmation({ auditId: confirmationId, userId: target.userId, eventId: null, error: reason });
    await activities.setCalendarEventStatus({ target, status, error: reason });
    return { status, eventId: null, error: reason };
  }
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}
