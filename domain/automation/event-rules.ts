/**
 * Automation event states (seed 001 §4): pending → processing → completed or failed. It fails when the
 * trigger is missing or disabled; when the trigger's conditions do not match, it is completed with no runs.
 * "Completed" means the runs were started (their ids recorded): the runs themselves are durable workflows
 * with their own status. Also the Rule record (seed 001 §3) and its triggerCount/lastTriggered update.
 */
import { evaluateConditions } from './conditions';
import type { AutomationDefinition, Condition } from './definition';
import { NODE_TYPES } from './node-types';

export const AUTOMATION_EVENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AutomationEventStatus = (typeof AUTOMATION_EVENT_STATUSES)[number];

export interface AutomationEvent {
  id: string;
  triggerId: string;
  /** ISO 8601. */
  timestamp: string;
  data: unknown;
  processed: boolean;
  workflowRunIds: string[];
  status: AutomationEventStatus;
  error: string | null;
}

export const EVENT_MESSAGES = {
  triggerMissing: 'The trigger of this automation no longer exists.',
  triggerDisabled: 'The trigger of this automation is disabled.',
  badTransition: (from: AutomationEventStatus, to: AutomationEventStatus) => `An automation event cannot go from ${from} to ${to}.`,
} as const;

const TRANSITIONS: Record<AutomationEventStatus, readonly AutomationEventStatus[]> = {
  pending: ['processing'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export function canTransition(from: AutomationEventStatus, to: AutomationEventStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

function moveTo(event: AutomationEvent, to: AutomationEventStatus, changes: Partial<AutomationEvent> = {}): AutomationEvent {
  if (!canTransition(event.status, to)) throw new Error(EVENT_MESSAGES.badTransition(event.status, to));
  return { ...event, ...changes, status: to, processed: to === 'completed' || to === 'failed' };
}

export function newAutomationEvent(input: { id: string; triggerId: string; timestamp: Date; data: unknown }): AutomationEvent {
  return { id: input.id, triggerId: input.triggerId, timestamp: input.timestamp.toISOString(), data: input.data, processed: false, workflowRunIds: [], status: 'pending', error: null };
}

export const startProcessing = (event: AutomationEvent): AutomationEvent => moveTo(event, 'processing');

export const completeEvent = (event: AutomationEvent, workflowRunIds: readonly string[]): AutomationEvent =>
  moveTo(event, 'completed', { workflowRunIds: [...workflowRunIds], error: null });

export const failEvent = (event: AutomationEvent, error: string): AutomationEvent => moveTo(event, 'failed', { error });

/** What an event needs from its trigger. */
export interface EventTrigger {
  enabled: boolean;
  conditions?: readonly Condition[];
}

export type EventDecision = { outcome: 'run' } | { outcome: 'failed'; error: string } | { outcome: 'skipped' };

/** Whether the event starts runs, per the §4 rules. */
export function decideEvent(trigger: EventTrigger | null | undefined, data: unknown): EventDecision {
  if (!trigger) return { outcome: 'failed', error: EVENT_MESSAGES.triggerMissing };
  if (!trigger.enabled) return { outcome: 'failed', error: EVENT_MESSAGES.triggerDisabled };
  if (!evaluateConditions(trigger.conditions, data)) return { outcome: 'skipped' };
  return { outcome: 'run' };
}

/**
 * Takes a pending event through processing. When it must not run, the event comes back final
 * (failed, or completed with no runs); when it should run, it comes back processing and the caller
 * starts the runs, then calls completeEvent (or failEvent if starting them failed).
 */
export function processEvent(event: AutomationEvent, trigger: EventTrigger | null | undefined): { event: AutomationEvent; shouldRun: boolean } {
  const processing = startProcessing(event);
  const decision = decideEvent(trigger, event.data);
  if (decision.outcome === 'failed') return { event: failEvent(processing, decision.error), shouldRun: false };
  if (decision.outcome === 'skipped') return { event: completeEvent(processing, []), shouldRun: false };
  return { event: processing, shouldRun: true };
}

/**
 * The trigger of an automation's current definition, as an event sees it: null when there is no
 * definition or no trigger node (with `triggerId`, when given); disabled when the automation is, or when a
 * schedule trigger is.
 */
export function eventTriggerOf(definition: AutomationDefinition | null | undefined, automationEnabled: boolean, triggerId?: string): EventTrigger | null {
  const node = definition?.nodes.find((candidate) => NODE_TYPES[candidate.type]?.kind === 'trigger' && (triggerId === undefined || candidate.id === triggerId));
  if (!node) return null;
  if (node.type === 'trigger.schedule') return { enabled: automationEnabled && node.parameters.enabled };
  if (node.type === 'trigger.email_received' || node.type === 'trigger.webhook') return { enabled: automationEnabled, conditions: node.parameters.conditions ?? [] };
  return { enabled: automationEnabled };
}

/** Seed 001 §3 Rule: when its conditions match, it runs its workflows. */
export interface RuleAction {
  type: 'runWorkflow';
  config: { workflowId: string };
}

export interface AutomationRule {
  id: string;
  conditions: Condition[];
  actions: RuleAction[];
  enabled: boolean;
  triggerCount: number;
  /** ISO 8601, or null before it first triggered. */
  lastTriggered: string | null;
  createdAt: string;
  updatedAt: string;
}

export function ruleMatches(rule: AutomationRule, data: unknown): boolean {
  return rule.enabled && evaluateConditions(rule.conditions, data);
}

/** The rule after it triggered at `now`: one more trigger, and the time of the last one. */
export function recordRuleTriggered(rule: AutomationRule, now: Date): AutomationRule {
  const at = now.toISOString();
  return { ...rule, triggerCount: rule.triggerCount + 1, lastTriggered: at, updatedAt: at };
}

/** Applies a rule to data: the workflows to run and the updated record (unchanged when it does not match). */
export function applyRule(rule: AutomationRule, data: unknown, now: Date): { rule: AutomationRule; workflowIds: string[] } {
  if (!ruleMatches(rule, data)) return { rule, workflowIds: [] };
  const workflowIds = rule.actions.filter((action) => action.type === 'runWorkflow').map((action) => action.config.workflowId);
  return { rule: recordRuleTriggered(rule, now), workflowIds };
}
