/**
 * The assistant-triggers API's shapes (api/assistant-triggers, web/src/api/assistantTriggers.ts).
 * An assistant trigger is an ordinary automation whose steps include "Ask an assistant" (ai.ask_assistant).
 *
 *   GET  /api/assistant-triggers                         { triggers: AssistantTriggerView[] }
 *   POST /api/assistant-triggers  CreateAssistantTriggerBody   201 CreatedAssistantTrigger   400 invalid_definition + problems
 */
import type { RunStatus } from '../automation/run-state';
import type { Condition, Schedule } from '../automation/definition';
import type { WebhookInfo } from '../automation/contract';

export const FOLLOW_UPS = ['none', 'task', 'draft_reply'] as const;
/** What happens with the answer: nothing more, a task holding it, or a draft reply to the e-mail. */
export type FollowUp = (typeof FOLLOW_UPS)[number];

export type TriggerEventInput =
  | { type: 'email'; accountId?: string; conditions: Condition[] }
  | { type: 'schedule'; schedule: Schedule }
  | { type: 'webhook'; conditions?: Condition[] };

export type TriggerEventView =
  | { type: 'email'; accountId: string | null; conditions: Condition[] }
  | { type: 'schedule'; schedule: Schedule }
  | { type: 'webhook'; conditions: Condition[] }
  | { type: 'manual' };

export interface AssistantTriggerRun {
  runId: string;
  status: RunStatus;
  startedAt: string;
  endedAt: string | null;
  /** The ask step's answer, when it gave one. */
  answer: string | null;
  sourceCount: number | null;
  /** Why the run failed, in the run's own words. */
  error: string | null;
}

export interface AssistantTriggerView {
  automationId: string;
  name: string;
  /** The automation is active (its trigger fires). */
  enabled: boolean;
  assistant: { id: string; name: string | null };
  question: string;
  event: TriggerEventView;
  /** Labels of the steps after the answer (e.g. "Create a task"). */
  followUps: string[];
  /** Schedule only: the next time it runs. */
  nextRun: string | null;
  recentRuns: AssistantTriggerRun[];
  updatedAt: string;
}

export interface CreateAssistantTriggerBody {
  name?: string;
  assistantId: string;
  question: string;
  event: TriggerEventInput;
  followUp?: FollowUp;
}

export interface CreatedAssistantTrigger {
  trigger: AssistantTriggerView;
  /** A webhook trigger's address and secret, to give the caller. */
  webhook: WebhookInfo | null;
}
