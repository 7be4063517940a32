import { sql, type Kysely } from 'kysely';
import type { AnalysisDisagreement } from '../../domain/analysis/confirmation';
import { confirmationParams } from '../../domain/analysis/confirmed-meeting';
import type { MeetingDetails } from '../../domain/analysis/types';
import type { Database } from '../../db/schema';
import type { AnalysisTarget } from './types';

export const EVENT_CONFIRMATION_ACTION = 'analysis.confirm';

export interface ConfirmationRequest {
  auditId: string;
  target: AnalysisTarget;
  /** The analysis workflow, which waits for the decision. */
  workflowId: string;
  meeting: MeetingDetails;
  reasons: string[];
  disagreements: AnalysisDisagreement[];
  /** The event it would move (same case number), if any. */
  existingEventId: string | null;
  source: { subject: string; from: string };
}

/** An analysed event a person confirms in the audit queue before it goes on the calendar. */
export function createEventConfirmationActivities(db: Kysely<Database>) {
  return {
    /** A pending audit entry for the event; a retried activity writes it once. */
    async requestEventConfirmation(request: ConfirmationRequest): Promise<void> {
      const { target, meeting } = request;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('audit_entries')
          .values({
            id: request.auditId,
            user_id: target.userId,
            agent_id: null,
            action_id: null,
            action_type: EVENT_CONFIRMATION_ACTION,
            status: 'pending',
            description: `Confirm the ${meeting.eventType ?? 'event'} read from "${request.source.subject || '(no subject)'}"`,
            source_type: 'email',
            source_id: target.messageId,
            details: JSON.stringify({
              params: confirmationParams(meeting),
              agentType: 'analysis',
              reason: request.reasons.join(' '),
              preview: {
                kind: 'event-confirmation',
                email: { accountId: target.accountId, messageId: target.messageId, ...request.source },
                evidence: meeting.evidence ?? {},
                disagreements: request.disagreements,
                movesEventId: request.existingEventId,
              },
            }),
            expires_at: null,
            workflow_id: request.workflowId,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .updateTable('email_analyses')
          .set({ calendar_event_status: 'awaiting_confirmation', calendar_event_error: null, updated_at: new Date() })
          .where('account_id', '=', target.accountId)
          .where('message_id', '=', target.messageId)
          .where('user_id', '=', target.userId)
          .execute();
      });
    },

    /** After the decision: the entry records what came of it (the event written, or why not). */
    async finishEventConfirmation({ auditId, userId, eventId, error }: { auditId: string; userId: string; eventId: string | null; error: string | null }): Promise<void> {
      const outcome = JSON.stringify(error ? { error } : { result: { eventId } });
      await db
        .updateTable('audit_entries')
        .set({ status: error ? 'failed' : 'completed', details: sql<string>`details || ${outcome}::jsonb`, updated_at: new Date() })
        .where('id', '=', auditId)
        .where('user_id', '=', userId)
        .where('status', '=', 'approved')
        .execute();
    },
  };
}
