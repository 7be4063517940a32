import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { EmailAnalysisRow } from '../../db/tables/analysis';
import { isCalendarEventStatus } from '../../domain/analysis/status';
import type { EmailAnalysis } from '../../domain/mail/api';
import { emailAnalysisWorkflowId } from '../../domain/analysis/workflow-ids';
import { toCalendarEvent } from '../calendar/event-view';
import { CalendarEventSchema } from '../calendar/schemas';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { workflowUiUrl } from '../temporal/client';
import { findOwnAccount } from './accounts';
import { rerunEmailAnalysis } from './analysis-starter';
import type { MailRoutesOptions } from './mail-routes-options';
import { EmailAnalysisSchema, MessageParams, StartedAnalysisReply } from './schemas';

export const mailAnalysisRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db, temporal } = options;
  const tags = ['mail', 'analysis'];
  const security = [{ session: [] }];

  app.post(
    '/api/mail/accounts/:accountId/messages/:messageId/analyse',
    { schema: { tags, security, params: MessageParams, response: { 202: StartedAnalysisReply, ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const account = await findOwnAccount(db, userId, request.params.accountId);
      const started = await rerunEmailAnalysis(temporal, { userId, accountId: account.id, messageId: request.params.messageId });
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/api/mail/accounts/:accountId/messages/:messageId/analysis',
    {
      schema: {
        tags,
        security,
        params: MessageParams,
        response: {
          200: Type.Object({
            analysis: Type.Union([EmailAnalysisSchema, Type.Null()]),
            event: Type.Union([CalendarEventSchema, Type.Null()]),
            workflowId: Type.String(),
            workflowUrl: Type.Union([Type.String(), Type.Null()]),
          }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const account = await findOwnAccount(db, userId, request.params.accountId);
      const row = await db
        .selectFrom('email_analyses')
        .selectAll()
        .where('user_id', '=', userId)
        .where('account_id', '=', account.id)
        .where('message_id', '=', request.params.messageId)
        .executeTakeFirst();
      const eventRow = row?.calendar_event_id
        ? await db.selectFrom('calendar_events').selectAll().where('id', '=', row.calendar_event_id).where('user_id', '=', userId).executeTakeFirst()
        : undefined;
      const workflowId = row?.workflow_id ?? emailAnalysisWorkflowId(account.id, request.params.messageId);
      return {
        analysis: row ? toEmailAnalysis(row) : null,
        event: eventRow ? toCalendarEvent(eventRow) : null,
        workflowId,
        workflowUrl: workflowUiUrl(temporal, workflowId),
      };
    },
  );
};

function toEmailAnalysis(row: EmailAnalysisRow): EmailAnalysis {
  return {
    messageId: row.message_id,
    accountId: row.account_id,
    analyser: row.analyser,
    priority: row.priority as EmailAnalysis['priority'],
    category: row.category,
    sentiment: row.sentiment as EmailAnalysis['sentiment'],
    actionItems: row.action_items,
    summary: row.summary,
    keywords: row.keywords,
    isCourtDocument: row.is_court_document,
    isReplyRequired: row.is_reply_required,
    suggestedReply: row.suggested_reply,
    followUpDate: row.follow_up_date,
    meetingDetails: row.meeting_details as EmailAnalysis['meetingDetails'],
    isMeeting: row.is_meeting,
    calendarEventId: row.calendar_event_id,
    calendarEventStatus: isCalendarEventStatus(row.calendar_event_status) ? row.calendar_event_status : 'analysis_error',
    calendarEventError: row.calendar_event_error,
    calendarEventDetails: row.calendar_event_details,
    rawAiResponse: row.raw_ai_response,
    error: row.error,
    updatedAt: row.updated_at.toISOString(),
  };
}
