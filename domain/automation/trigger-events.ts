/**
 * Which trigger an incoming event (a new e-mail, a webhook call, a rule firing) meets in an automation's
 * current definition, and the keys that make a redelivered event the same event: automation_events is
 * unique per (automation, source key).
 */
import type { AutomationDefinition, AutomationNodeOf, Schedule, TriggerNodeType } from './definition';
import { eventTriggerOf, type EventTrigger } from './event-rules';

export const emailEventSourceKey = (accountId: string, messageId: string) => `email:${accountId}:${messageId}`;
/** A rule that fired for an e-mail, once per rule and automation it runs. */
export const ruleEventSourceKey = (emailKey: string, ruleId: string) => `${emailKey}:rule:${ruleId}`;
/** A webhook delivery: the caller's Idempotency-Key, or a fresh id. */
export const webhookEventSourceKey = (deliveryId: string) => `webhook:${deliveryId}`;
/** The event id a rule firing records as its trigger. */
export const ruleTriggerId = (ruleId: string) => `rule:${ruleId}`;

/** The workflow that turns one new e-mail into automation events and runs (started once per message). */
export const automationEventsWorkflowId = (accountId: string, messageId: string) => `automation-events:${accountId}:${messageId}`;

export function triggerNodeOf<T extends TriggerNodeType>(definition: AutomationDefinition | null | undefined, type: T): AutomationNodeOf<T> | null {
  const node = definition?.nodes.find((candidate) => candidate.type === type);
  return (node as AutomationNodeOf<T> | undefined) ?? null;
}

/** The schedule of the definition's schedule trigger, or null when it has none. */
export function scheduleOf(definition: AutomationDefinition | null | undefined): Schedule | null {
  return triggerNodeOf(definition, 'trigger.schedule')?.parameters ?? null;
}

/** Whether mail arriving in `accountId` is for this definition: an e-mail trigger on that account or on any. */
export function listensToAccount(definition: AutomationDefinition | null | undefined, accountId: string): boolean {
  const trigger = triggerNodeOf(definition, 'trigger.email_received');
  return trigger !== null && (trigger.parameters.accountId === undefined || trigger.parameters.accountId === '' || trigger.parameters.accountId === accountId);
}

export interface EventTarget {
  /** The trigger node's id, or the trigger type when the definition no longer has such a trigger. */
  triggerId: string;
  /** Null when the trigger no longer exists (the event then fails, seed 001 §4). */
  trigger: EventTrigger | null;
}

/** The trigger of `type` that an event for this automation meets. */
export function eventTargetOf(definition: AutomationDefinition | null | undefined, type: TriggerNodeType, automationActive: boolean): EventTarget {
  const node = triggerNodeOf(definition, type);
  if (!node) return { triggerId: type, trigger: null };
  return { triggerId: node.id, trigger: eventTriggerOf(definition, automationActive, node.id) };
}

/**
 * A rule runs an automation whatever its own trigger: the rule's conditions already matched. It has no
 * trigger when the automation was never saved, and a disabled one when the automation is inactive.
 */
export function ruleEventTrigger(automation: { currentVersion: number; active: boolean }): EventTrigger | null {
  return automation.currentVersion > 0 ? { enabled: automation.active } : null;
}
