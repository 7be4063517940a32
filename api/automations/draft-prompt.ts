/**
 * What the model is told when it drafts an automation from a description: the definition's shape, every
 * node type and its parameters, the data each trigger gives, what each action takes and gives, and the
 * user's agents, so the draft names real agents. Built from the same tables the validator reads.
 */
import { MAX_APPROVAL_EXPIRY_SECONDS, MIN_APPROVAL_EXPIRY_SECONDS } from '../../domain/agents/approval-policy';
import { ACTION_CATALOGUE } from '../../domain/automation/action-catalogue';
import { CONDITION_OPERATORS, DELAY_UNITS, SCHEDULE_FREQUENCIES, type TriggerNodeType } from '../../domain/automation/definition';
import { NODE_TYPES } from '../../domain/automation/node-types';
import { EMAIL_CLASSIFICATION_TEMPLATE, fillTemplateAgents } from '../../domain/automation/templates';
import { TRIGGER_DATA_SHAPES } from '../../domain/automation/trigger-data';
import type { Shape } from '../../domain/automation/value-types';
import type { AutomationAgent } from './automation-agents';

const PARAMETERS: Record<keyof typeof NODE_TYPES, string> = {
  'trigger.manual': '{}',
  'trigger.email_received': '{ "conditions": Condition[] } — all must match the e-mail; optional "accountId" limits it to one mail account',
  'trigger.schedule': `{ "type": "once" | "recurring", "startDate": "YYYY-MM-DD", "time": "HH:MM" (24-hour), "recurrence"?: { "frequency": ${SCHEDULE_FREQUENCIES.map((f) => `"${f}"`).join(' | ')}, "interval": whole number ≥ 1, "daysOfWeek"?: [0-6, 0 = Sunday] (weekly), "dayOfMonth"?: 1-31 (monthly) } (required when recurring), "endDate"?: "YYYY-MM-DD" | null, "enabled": true }`,
  'trigger.webhook': '{ "conditions": Condition[] } — all must match the posted data',
  condition: 'a Condition',
  agent_action: '{ "agentId": one of the agent ids below, "actionType": an action type the agent has as a capability, "input": { inputName: Binding }, "outputMapping"?: { outputName: pathIntoTheResult } }',
  approval: `{ "note": text shown to the person deciding, "expiresInSeconds": ${MIN_APPROVAL_EXPIRY_SECONDS} to ${MAX_APPROVAL_EXPIRY_SECONDS}, "defaultOutcome": "reject" | "approve" (when nobody decides in time) }`,
  delay: `{ "amount": number > 0, "unit": ${DELAY_UNITS.map((u) => `"${u}"`).join(' | ')} } — at most 365 days`,
  end: '{}',
};

/** 'email.subject (string)' for every leaf of a trigger's data. */
function fieldsOf(shape: Shape, prefix = ''): string[] {
  if (typeof shape === 'string') return [`${prefix} (${shape})`];
  return Object.entries(shape).flatMap(([name, inner]) => fieldsOf(inner, prefix ? `${prefix}.${name}` : name));
}

function nodeTypeLines(): string[] {
  return Object.entries(NODE_TYPES).map(([type, spec]) => {
    const outputs = spec.outputs.length === 0 ? 'no outputs (ends the branch)' : `outputs ${spec.outputs.map((handle) => `"${handle.id}"`).join(', ')}`;
    const trigger = spec.kind === 'trigger' ? `; its data: ${fieldsOf(TRIGGER_DATA_SHAPES[type as TriggerNodeType]).join(', ')}` : '';
    return `- "${type}" (${spec.label}), ${outputs}; parameters ${PARAMETERS[type as keyof typeof NODE_TYPES]}${trigger}`;
  });
}

function actionLines(): string[] {
  return Object.entries(ACTION_CATALOGUE).map(([type, spec]) => {
    const inputs = Object.entries(spec.inputs).map(([name, input]) => `${name}: ${input.type}${input.required ? ' (required)' : ''}`);
    const oneOf = spec.oneOf ? ` ${spec.oneOf.message}` : '';
    const outputs = Object.entries(spec.outputs).map(([name, valueType]) => `${name}: ${valueType}`);
    return `- "${type}": inputs { ${inputs.join(', ')} }; gives { ${outputs.join(', ')} }.${oneOf}`;
  });
}

function agentLines(agents: readonly AutomationAgent[]): string[] {
  const usable = agents.filter((agent) => agent.status !== 'inactive');
  if (usable.length === 0) return ['(none: leave "agentId" empty)'];
  return usable.map((agent) => `- id "${agent.id}": ${agent.name} (${agent.type} agent), can do ${agent.capabilities.join(', ') || 'nothing'}`);
}

export function draftSystemPrompt(agents: readonly AutomationAgent[]): string {
  const filledExample = fillTemplateAgents(EMAIL_CLASSIFICATION_TEMPLATE.definition, agents);
  const example = filledExample.ok ? filledExample.definition : EMAIL_CLASSIFICATION_TEMPLATE.definition;
  return [
    'You design automations for a legal workspace. From the user\'s description, reply with ONE JSON object: an automation definition, and nothing else.',
    '',
    'Shape: { "schemaVersion": 1, "nodes": Node[], "edges": Edge[] }',
    'Node: { "id": short unique snake_case id, "type": a node type below, "typeVersion": 1, "name": a short label, "position": { "x": number, "y": number } (top to bottom, y grows by 140 per step, branches side by side), "parameters": as the type requires }',
    'Edge: { "id": unique id, "source": node id, "sourceHandle": an output of the source ("out" unless stated), "target": node id, "targetHandle": "in" }',
    'Rules: exactly one trigger node; every other node is reached from it; no loops; each of the outputs "true", "false", "approved" and "rejected" leads to one node at most; add no properties that are not listed.',
    '',
    'Node types:',
    ...nodeTypeLines(),
    '',
    `Condition: { "field": a dot path, "operator": ${CONDITION_OPERATORS.map((o) => `"${o}"`).join(' | ')}, "value": string | number | boolean (omit for "exists") }. The field is a trigger data path (e.g. "email.subject") or an earlier step's output as "steps.<node id>.<output name>".`,
    'Binding (where an action input comes from): { "type": "static", "value": any } | { "type": "dynamic", "path": a trigger data path } | { "type": "previous", "stepId": an earlier agent_action or approval node id, "path": an output name of that step }.',
    'An agent_action step gives the action\'s result, plus the names in its outputMapping; an approval step gives outcome, decidedBy, decidedAt.',
    '',
    'Action types:',
    ...actionLines(),
    '',
    "The user's agents (use only these ids, and only for actions in the agent's capabilities):",
    ...agentLines(agents),
    '',
    'Example (an e-mail classification automation):',
    JSON.stringify(example),
  ].join('\n');
}
