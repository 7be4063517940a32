/**
 * The built-in automation templates (seed 001 §2, §3): Email Classification (popularity 42) and Meeting
 * Notes Processor (popularity 38), as real definitions that pass validateDefinition.
 *
 * Their agent_action nodes name a placeholder agent, `{{agent:email}}` or `{{agent:task}}`
 * (agent-placeholder.ts). When a user picks a template, the API calls fillTemplateAgents with the user's
 * agents (id, type, status, capabilities), saves the filled definition as the automation's first version,
 * and validates it with the user's agents. If an action has no capable agent, it reports `missing` and the
 * UI offers the agent wizard for that type.
 *
 * Email Classification names its label ("Hearing") rather than giving a provider's label id: the e-mail
 * action finds the label by name in the user's mailbox, or creates it, whatever the provider.
 */
import { ACTION_TYPES, isActionType } from '../agents/action-types';
import { agentPlaceholder, placeholderAgentType } from './agent-placeholder';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationNode } from './definition';
import { edge, FROM_EMAIL, node } from './definition-builders';

export interface AutomationTemplate {
  id: string;
  name: string;
  description: string;
  category: string;
  popularity: number;
  definition: AutomationDefinition;
}

const fromEmail = FROM_EMAIL;

export const EMAIL_CLASSIFICATION_TEMPLATE: AutomationTemplate = {
  id: 'email-classification',
  name: 'Email Classification',
  description: 'Classifies each new e-mail and labels hearing notices "Hearing".',
  category: 'Email',
  popularity: 42,
  definition: {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: [
      node({ id: 'trigger', type: 'trigger.email_received', name: 'E-mail received', position: { x: 0, y: 0 }, parameters: { conditions: [] } }),
      node({
        id: 'classify',
        type: 'agent_action',
        name: 'Classify the e-mail',
        position: { x: 0, y: 140 },
        parameters: { agentId: agentPlaceholder('email'), actionType: 'ai.classify', input: { ...fromEmail }, outputMapping: { category: 'text' } },
      }),
      node({ id: 'is_hearing', type: 'condition', name: 'About a hearing?', position: { x: 0, y: 280 }, parameters: { field: 'steps.classify.category', operator: 'contains', value: 'Hearing' } }),
      node({
        id: 'label_hearing',
        type: 'agent_action',
        name: 'Label it "Hearing"',
        position: { x: -160, y: 420 },
        parameters: { agentId: agentPlaceholder('email'), actionType: 'email.label', input: { ...fromEmail, addLabelIds: { type: 'static', value: ['Hearing'] } } },
      }),
      node({ id: 'end', type: 'end', name: 'Done', position: { x: 0, y: 560 }, parameters: {} }),
    ],
    edges: [edge('trigger', 'classify'), edge('classify', 'is_hearing'), edge('is_hearing', 'label_hearing', 'true'), edge('is_hearing', 'end', 'false'), edge('label_hearing', 'end')],
  },
};

export const MEETING_NOTES_TEMPLATE: AutomationTemplate = {
  id: 'meeting-notes-processor',
  name: 'Meeting Notes Processor',
  description: 'Summarises e-mails whose subject mentions meeting notes and turns the summary into a follow-up task.',
  category: 'Productivity',
  popularity: 38,
  definition: {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: [
      node({
        id: 'trigger',
        type: 'trigger.email_received',
        name: 'Meeting notes received',
        position: { x: 0, y: 0 },
        parameters: { conditions: [{ field: 'email.subject', operator: 'contains', value: 'meeting notes' }] },
      }),
      node({
        id: 'summarise',
        type: 'agent_action',
        name: 'Summarise the notes',
        position: { x: 0, y: 140 },
        parameters: { agentId: agentPlaceholder('email'), actionType: 'ai.summarise', input: { ...fromEmail }, outputMapping: { summary: 'text' } },
      }),
      node({
        id: 'create_task',
        type: 'agent_action',
        name: 'Create a follow-up task',
        position: { x: 0, y: 280 },
        parameters: {
          agentId: agentPlaceholder('task'),
          actionType: 'task.create',
          input: {
            title: { type: 'dynamic', path: 'email.subject' },
            description: { type: 'previous', stepId: 'summarise', path: 'summary' },
            tags: { type: 'static', value: ['meeting-notes'] },
          },
        },
      }),
      node({ id: 'end', type: 'end', name: 'Done', position: { x: 0, y: 420 }, parameters: {} }),
    ],
    edges: [edge('trigger', 'summarise'), edge('summarise', 'create_task'), edge('create_task', 'end')],
  },
};

/** Most popular first. */
export const AUTOMATION_TEMPLATES: readonly AutomationTemplate[] = [EMAIL_CLASSIFICATION_TEMPLATE, MEETING_NOTES_TEMPLATE];

export interface TemplateAgent {
  id: string;
  type: string;
  status: string;
  capabilities: readonly string[];
}

export interface MissingAgent {
  nodeId: string;
  agentType: string;
  actionType: string;
  message: string;
}

export type FilledTemplate = { ok: true; definition: AutomationDefinition } | { ok: false; missing: MissingAgent[] };

/** The best of the user's agents for a placeholder: capable and not inactive; the asked-for type first, then active over idle, then the caller's order. */
function pickAgent(agents: readonly TemplateAgent[], agentType: string, actionType: string): TemplateAgent | null {
  const score = (agent: TemplateAgent) => (agent.type === agentType ? 2 : 0) + (agent.status === 'active' ? 1 : 0);
  const capable = agents.filter((agent) => agent.status !== 'inactive' && agent.capabilities.includes(actionType));
  return capable.reduce<TemplateAgent | null>((best, agent) => (best === null || score(agent) > score(best) ? agent : best), null);
}

/** Replaces each placeholder agentId with one of the user's agents, or lists the actions nobody can do. */
export function fillTemplateAgents(definition: AutomationDefinition, agents: readonly TemplateAgent[]): FilledTemplate {
  const missing: MissingAgent[] = [];
  const nodes = definition.nodes.map((current): AutomationNode => {
    if (current.type !== 'agent_action') return current;
    const agentType = placeholderAgentType(current.parameters.agentId);
    if (agentType === null) return current;
    const { actionType } = current.parameters;
    const agent = pickAgent(agents, agentType, actionType);
    if (!agent) {
      const what = isActionType(actionType) ? ACTION_TYPES[actionType].label.toLowerCase() : actionType;
      const article = /^[aeiou]/.test(agentType) ? 'an' : 'a';
      missing.push({ nodeId: current.id, agentType, actionType, message: `This template needs an agent that can ${what}, such as ${article} ${agentType} agent. Create one, then try again.` });
      return current;
    }
    return { ...current, parameters: { ...current.parameters, agentId: agent.id } };
  });
  return missing.length > 0 ? { ok: false, missing } : { ok: true, definition: { ...definition, nodes, edges: definition.edges.map((item) => ({ ...item })) } };
}
