/**
 * A new assistant trigger is a new automation made and published the way POST /api/automations does it:
 * the definition checked by the same validator, saved as version 1 in one transaction, the schedule synced.
 */
import { userTimeZone } from '../../activities/settings/user-zone';
import { assistantTriggerDefinition, assistantTriggerProblem, ASSISTANT_TRIGGER_MESSAGES } from '../../domain/assistant-triggers/definition';
import type { CreateAssistantTriggerBody, TriggerEventInput } from '../../domain/assistant-triggers/views';
import { WEBHOOK_SECRET_HEADER, type WebhookInfo } from '../../domain/automation/contract';
import type { AreaOptions } from '../area-options';
import { automationName, automationTimeZone } from '../automations/automation-input';
import { createAutomation } from '../automations/automation-service';
import type { ProblemsReply } from '../automations/schemas';
import { syncAutomationSchedule } from '../automations/schedule-sync';
import { checkDefinition } from '../automations/version-service';
import { revealWebhookSecret } from '../automations/webhook-secret';
import { HttpError, notFound } from '../http-error';
import { agentsForTrigger } from './trigger-agents';

const EVENT_WORDS: Record<TriggerEventInput['type'], string> = { email: 'when an e-mail arrives', schedule: 'on a schedule', webhook: 'when called from another app' };

export const defaultTriggerName = (assistantName: string, event: TriggerEventInput) => `Ask ${assistantName} ${EVENT_WORDS[event.type]}`.slice(0, 200);

export type CreateOutcome = { ok: true; automationId: string; webhook: WebhookInfo | null } | { ok: false; reply: ProblemsReply };

export async function createAssistantTrigger(options: AreaOptions, userId: string, body: CreateAssistantTriggerBody): Promise<CreateOutcome> {
  const { db } = options;
  const followUp = body.followUp ?? 'none';
  const problem = assistantTriggerProblem(body.question, body.event, followUp);
  if (problem) throw new HttpError(400, 'bad_request', problem);
  const assistant = await db
    .selectFrom('assistants')
    .select(['id', 'name'])
    .where('id', '=', body.assistantId)
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!assistant) throw notFound(ASSISTANT_TRIGGER_MESSAGES.assistantNotFound(body.assistantId));

  const agents = await agentsForTrigger(db, userId, followUp);
  const definition = assistantTriggerDefinition({ assistantId: assistant.id, assistantName: assistant.name, question: body.question, event: body.event, followUp, ...agents });
  const checked = await checkDefinition(db, userId, definition);
  if (!checked.ok) return checked;

  const row = await createAutomation(db, {
    userId,
    name: automationName(body.name?.trim() || defaultTriggerName(assistant.name, body.event)),
    description: `Asks ${assistant.name}: ${body.question.trim()}`.slice(0, 2000),
    timeZone: automationTimeZone(await userTimeZone(db, userId)),
    templateName: null,
    firstVersion: { definition: checked.definition, note: 'Made on the assistant triggers page' },
  });
  await syncAutomationSchedule(options, row.id);
  const webhook: WebhookInfo | null =
    body.event.type === 'webhook'
      ? { url: `${options.appUrl.replace(/\/+$/, '')}/api/hooks/automations/${row.id}`, secret: await revealWebhookSecret(db, options.secrets, row), headerName: WEBHOOK_SECRET_HEADER }
      : null;
  return { ok: true, automationId: row.id, webhook };
}
