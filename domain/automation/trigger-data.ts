/**
 * The data each trigger starts a run with. Every trigger puts its data under one root key
 * (`email`, `schedule`, `webhook`, `manual`), so `steps` stays free for step outputs in conditions.
 * The shapes tell the editor which fields it can offer and the validator which paths exist.
 */
import type { MailMessage } from '../mail/types';
import type { TriggerNodeType } from './definition';
import type { Shape } from './value-types';

export const TRIGGER_DATA_SHAPES: Record<TriggerNodeType, Shape> = {
  'trigger.manual': { manual: { startedBy: 'string', startedAt: 'date', input: 'unknown' } },
  'trigger.email_received': {
    email: {
      id: 'string',
      threadId: 'string',
      accountId: 'string',
      subject: 'string',
      from: 'string',
      to: 'string[]',
      cc: 'string[]',
      date: 'date',
      snippet: 'string',
      text: 'string',
      labels: 'string[]',
      hasAttachments: 'boolean',
    },
  },
  'trigger.schedule': { schedule: { scheduledAt: 'date' } },
  'trigger.webhook': { webhook: { receivedAt: 'date', body: 'unknown', query: 'unknown' } },
};

export interface ReceivedEmail {
  id: string;
  threadId: string;
  accountId: string;
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  /** ISO 8601. */
  date: string;
  snippet: string;
  /** Plain-text body. */
  text: string;
  labels: string[];
  hasAttachments: boolean;
}

export interface EmailTriggerData {
  email: ReceivedEmail;
}

export interface ScheduleTriggerData {
  /** The run time the schedule fired for (ISO 8601), not the moment the workflow happened to start. */
  schedule: { scheduledAt: string };
}

export interface WebhookTriggerData {
  webhook: { receivedAt: string; body: unknown; query: unknown };
}

export interface ManualTriggerData {
  manual: { startedBy: string; startedAt: string; input: unknown };
}

export type TriggerData = EmailTriggerData | ScheduleTriggerData | WebhookTriggerData | ManualTriggerData;

/** The trigger data of a received message, as the mail sync hands it to the automation. */
export function emailTriggerData(accountId: string, message: MailMessage): EmailTriggerData {
  return {
    email: {
      id: message.id,
      threadId: message.threadId,
      accountId,
      subject: message.subject,
      from: message.from,
      to: [...message.to],
      cc: [...message.cc],
      date: message.date,
      snippet: message.snippet,
      text: message.textBody,
      labels: [...message.labels],
      hasAttachments: message.hasAttachments,
    },
  };
}
