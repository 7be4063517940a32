/**
 * An assistant trigger as an automation definition, both ways: the flow the "New trigger" form makes
 * (trigger → Ask an assistant → an optional follow-up step), and what the list reads back from any
 * automation that asks an assistant (including ones drawn in the builder).
 */
import { ACTION_TYPES, isActionType } from '../agents/action-types';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationNode, type AutomationNodeOf, type InputBinding } from '../automation/definition';
import { createNode, OUT_HANDLE } from '../automation/node-types';
import { ASK_ASSISTANT_ACTION } from './question';
import type { FollowUp, TriggerEventInput, TriggerEventView } from './views';

export const ASK_NODE_ID = 'ask';
export const TRIGGER_NODE_ID = 'trigger';
export const FOLLOW_UP_NODE_ID = 'follow-up';

export const ASSISTANT_TRIGGER_MESSAGES = {
  questionRequired: 'Write the question the assistant should answer.',
  draftNeedsEmail: 'A draft reply needs an e-mail to reply to: choose "A new e-mail arrives" as the event.',
  assistantNotFound: (id: string) => `Assistant with ID ${id} not found.`,
  noFollowUpAgent: (what: string) => `None of your agents can ${what}. Give one of your agents that capability on the Agents page, then try again.`,
} as const;

export interface AssistantTriggerSpec {
  assistantId: string;
  assistantName: string;
  question: string;
  event: TriggerEventInput;
  followUp: FollowUp;
  /** The agent that asks (holds ai.ask_assistant) and, when there is a follow-up, the agent that does it. */
  askAgentId: string;
  followUpAgentId: string | null;
}

const statics = (value: unknown): InputBinding => ({ type: 'static', value });
const fromTrigger = (path: string): InputBinding => ({ type: 'dynamic', path });
const fromAnswer = (): InputBinding => ({ type: 'previous', stepId: ASK_NODE_ID, path: 'answer' });

export const FOLLOW_UP_ACTIONS: Record<Exclude<FollowUp, 'none'>, 'task.create' | 'email.draft_reply'> = { task: 'task.create', draft_reply: 'email.draft_reply' };

/** Where the run's own text reaches the question: the e-mail's subject and body, the webhook's body. */
function runDetails(event: TriggerEventInput): Record<string, InputBinding> {
  if (event.type === 'email') return { subject: fromTrigger('email.subject'), details: fromTrigger('email.text') };
  if (event.type === 'webhook') return { details: fromTrigger('webhook.body') };
  return {};
}

function triggerNode(event: TriggerEventInput): AutomationNode {
  const position = { x: 0, y: 0 };
  if (event.type === 'email') {
    const node = createNode('trigger.email_received', TRIGGER_NODE_ID, position);
    return { ...node, parameters: { conditions: event.conditions, ...(event.accountId ? { accountId: event.accountId } : {}) } };
  }
  if (event.type === 'schedule') return { ...createNode('trigger.schedule', TRIGGER_NODE_ID, position), parameters: event.schedule };
  return { ...createNode('trigger.webhook', TRIGGER_NODE_ID, position), parameters: { conditions: event.conditions ?? [] } };
}

function followUpNode(spec: AssistantTriggerSpec): AutomationNode | null {
  if (spec.followUp === 'none' || !spec.followUpAgentId) return null;
  const actionType = FOLLOW_UP_ACTIONS[spec.followUp];
  const input: Record<string, InputBinding> =
    spec.followUp === 'task'
      ? { title: statics(`Answer from ${spec.assistantName}`), description: fromAnswer() }
      : { accountId: fromTrigger('email.accountId'), messageId: fromTrigger('email.id'), body: fromAnswer() };
  const node = createNode('agent_action', FOLLOW_UP_NODE_ID, { x: 0, y: 300 }, ACTION_TYPES[actionType].label);
  return { ...node, parameters: { agentId: spec.followUpAgentId, actionType, input, outputMapping: {} } };
}

export function assistantTriggerDefinition(spec: AssistantTriggerSpec): AutomationDefinition {
  const ask = createNode('agent_action', ASK_NODE_ID, { x: 0, y: 150 }, `Ask ${spec.assistantName}`);
  const nodes: AutomationNode[] = [
    triggerNode(spec.event),
    {
      ...ask,
      parameters: {
        agentId: spec.askAgentId,
        actionType: ASK_ASSISTANT_ACTION,
        input: { assistantId: statics(spec.assistantId), question: statics(spec.question.trim()), ...runDetails(spec.event) },
        outputMapping: {},
      },
    },
  ];
  const edges = [{ id: `${TRIGGER_NODE_ID}->${ASK_NODE_ID}`, source: TRIGGER_NODE_ID, sourceHandle: OUT_HANDLE, target: ASK_NODE_ID, targetHandle: 'in' }];
  const next = followUpNode(spec);
  if (next) {
    nodes.push(next);
    edges.push({ id: `${ASK_NODE_ID}->${next.id}`, source: ASK_NODE_ID, sourceHandle: OUT_HANDLE, target: next.id, targetHandle: 'in' });
  }
  return { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes, edges };
}

/** Why the form's choices cannot make a trigger, or null. */
export function assistantTriggerProblem(question: string, event: TriggerEventInput, followUp: FollowUp): string | null {
  if (!question.trim()) return ASSISTANT_TRIGGER_MESSAGES.questionRequired;
  if (followUp === 'draft_reply' && event.type !== 'email') return ASSISTANT_TRIGGER_MESSAGES.draftNeedsEmail;
  return null;
}

export interface ReadAssistantTrigger {
  askNodeId: string;
  assistantId: string;
  question: string;
  event: TriggerEventView;
  followUps: string[];
}

const isAskNode = (node: AutomationNode): node is AutomationNodeOf<'agent_action'> & AutomationNode =>
  node.type === 'agent_action' && node.parameters.actionType === ASK_ASSISTANT_ACTION;

function staticText(binding: InputBinding | undefined): string {
  if (!binding) return '';
  if (binding.type === 'static') return typeof binding.value === 'string' ? binding.value : '';
  return binding.type === 'dynamic' ? `(from ${binding.path})` : `(from the step ${binding.stepId})`;
}

function eventOf(definition: AutomationDefinition): TriggerEventView {
  const trigger = definition.nodes.find((node) => node.type.startsWith('trigger.'));
  switch (trigger?.type) {
    case 'trigger.email_received':
      return { type: 'email', accountId: trigger.parameters.accountId || null, conditions: trigger.parameters.conditions ?? [] };
    case 'trigger.schedule':
      return { type: 'schedule', schedule: trigger.parameters };
    case 'trigger.webhook':
      return { type: 'webhook', conditions: trigger.parameters.conditions ?? [] };
    default:
      return { type: 'manual' };
  }
}

/** The first "Ask an assistant" step of a definition and its trigger, or null when it asks none. */
export function readAssistantTrigger(definition: AutomationDefinition | null | undefined): ReadAssistantTrigger | null {
  const ask = definition?.nodes.find(isAskNode);
  if (!definition || !ask) return null;
  const assistant = ask.parameters.input.assistantId;
  const followUps = definition.nodes
    .filter((node) => node.type === 'agent_action' && node.id !== ask.id)
    .map((node) => (node.type === 'agent_action' && isActionType(node.parameters.actionType) ? ACTION_TYPES[node.parameters.actionType].label : node.name));
  return {
    askNodeId: ask.id,
    assistantId: assistant?.type === 'static' && typeof assistant.value === 'string' ? assistant.value : '',
    question: staticText(ask.parameters.input.question),
    event: eventOf(definition),
    followUps,
  };
}
