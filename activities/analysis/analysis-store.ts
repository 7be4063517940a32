import type { Kysely } from 'kysely';
import type { CalendarEventStatus } from '../../domain/analysis/status';
import { analysisFailureRecord } from '../../domain/analysis/failure';
import type { Database } from '../../db/schema';
import type { AnalyserOutput, AnalysisTarget } from './types';

/** Writes of the analysis record; each is idempotent so a retried activity changes nothing twice. */
export function createAnalysisStore(db: Kysely<Database>) {
  const forTarget = (target: AnalysisTarget) =>
    db.updateTable('email_analyses').where('account_id', '=', target.accountId).where('message_id', '=', target.messageId).where('user_id', '=', target.userId);

  return {
    async markAnalysisPending({ target, workflowId }: { target: AnalysisTarget; workflowId: string }): Promise<void> {
      await db
        .insertInto('email_analyses')
        .values({
          user_id: target.userId,
          account_id: target.accountId,
          message_id: target.messageId,
          workflow_id: workflowId,
          action_items: '[]',
          keywords: '[]',
          calendar_event_status: 'pending_analysis',
        })
        .onConflict((oc) =>
          oc.columns(['account_id', 'message_id']).doUpdateSet({
            workflow_id: workflowId,
            calendar_event_status: 'pending_analysis',
            calendar_event_error: null,
            error: null,
            updated_at: new Date(),
          }),
        )
        .execute();
    },

    async storeAnalysisResult({ target, output }: { target: AnalysisTarget; output: AnalyserOutput }): Promise<void> {
      const { result } = output;
      await forTarget(target)
        .set({
          analyser: output.analyser,
          priority: result.priority,
          category: result.category,
          sentiment: result.sentiment,
          action_items: JSON.stringify(result.actionItems),
          summary: result.summary,
          keywords: JSON.stringify(result.keywords),
          is_court_document: result.isCourtDocument,
          is_reply_required: result.isReplyRequired,
          suggested_reply: result.suggestedReply,
          follow_up_date: result.followUpDate,
          meeting_details: result.meetingDetails ? JSON.stringify(result.meetingDetails) : null,
          is_meeting: result.isMeeting,
          raw_ai_response: output.rawResponse,
          error: null,
          calendar_event_status: 'ai_analysis_complete',
          updated_at: new Date(),
        })
        .execute();
    },

    async setCalendarEventStatus(input: {
      target: AnalysisTarget;
      status: CalendarEventStatus;
      eventId?: string;
      details?: unknown;
      error?: string;
    }): Promise<void> {
      await forTarget(input.target)
        .set({
          calendar_event_status: input.status,
          ...(input.eventId ? { calendar_event_id: input.eventId } : {}),
          ...(input.details ? { calendar_event_details: JSON.stringify(input.details) } : {}),
          calendar_event_error: input.error ?? null,
          updated_at: new Date(),
        })
        .execute();
    },

    /** The failure record of seed 000 §8. */
    async recordAnalysisFailure({ target, error }: { target: AnalysisTarget; error: string }): Promise<void> {
      const record = analysisFailureRecord(target.messageId, error);
      await forTarget(target)
        .set({
          priority: record.priority,
          category: record.category,
          sentiment: record.sentiment,
          action_items: '[]',
          summary: record.summary,
          keywords: '[]',
          is_court_document: false,
          is_reply_required: false,
          suggested_reply: null,
          follow_up_date: null,
          meeting_details: null,
          is_meeting: false,
          calendar_event_status: record.calendarEventStatus,
          calendar_event_error: null,
          raw_ai_response: null,
          error: record.error,
          updated_at: new Date(),
        })
        .execute();
    },
  };
}
