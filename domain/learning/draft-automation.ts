/**
 * The automation an accepted suggestion drafts, from its pattern key alone: an "E-mail received" trigger
 * with the sender condition, one agent action doing what the person did by hand (label with the label's
 * name, move to the folder, archive) with the given agent, then the end. It passes validateDefinition with
 * that agent's capabilities.
 */
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationNode, type InputBinding } from '../automation/definition';
import { edge, FROM_EMAIL, node } from '../automation/definition-builders';
import { parsePatternKey } from './pattern-key';

export interface DraftedAutomation {
  name: string;
  description: string;
  actionType: 'email.label' | 'email.move' | 'email.archive';
  definition: AutomationDefinition;
}

const fromEmail = FROM_EMAIL;

export function draftAutomation(patternKey: string, agentId: string): DraftedAutomation | null {
  const key = parsePatternKey(patternKey);
  if (!key || key.kind !== 'context' || key.triggerField !== 'senderDomain') return null;
  const sender = key.triggerValue;
  let action: { actionType: DraftedAutomation['actionType']; name: string; input: Record<string, InputBinding> };
  if (key.type === 'email.label' && key.outcomeValue) {
    action = { actionType: 'email.label', name: `Label it "${key.outcomeValue}"`, input: { ...fromEmail, addLabelIds: { type: 'static', value: [key.outcomeValue] } } };
  } else if (key.type === 'email.move' && key.outcomeValue) {
    action = { actionType: 'email.move', name: `Move it to ${key.outcomeValue}`, input: { ...fromEmail, folderId: { type: 'static', value: key.outcomeValue } } };
  } else if (key.type === 'email.archive') {
    action = { actionType: 'email.archive', name: 'Archive it', input: { ...fromEmail } };
  } else {
    return null;
  }
  const nodes: AutomationNode[] = [
    node({ id: 'trigger', type: 'trigger.email_received', name: `E-mail from ${sender}`, position: { x: 0, y: 0 }, parameters: { conditions: [{ field: 'email.from', operator: 'contains', value: sender }] } }),
    node({ id: 'act', type: 'agent_action', name: action.name, position: { x: 0, y: 140 }, parameters: { agentId, actionType: action.actionType, input: action.input } }),
    node({ id: 'end', type: 'end', name: 'Done', position: { x: 0, y: 280 }, parameters: {} }),
  ];
  return {
    name: `${action.name.replace(/ it\b/, '')} — e-mail from ${sender}`.slice(0, 120),
    description: `Suggested from what you do by hand: e-mail from ${sender}, ${action.name.toLowerCase()}.`,
    actionType: action.actionType,
    definition: { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes, edges: [edge('trigger', 'act'), edge('act', 'end')] },
  };
}
