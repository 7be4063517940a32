/**
 * Swarms: agents that work together, made from a template with the automation that connects them. Each role
 * becomes a new agent; the automation's agent_action nodes name those agents by role until the swarm is made
 * (swarmDefinition). The automation starts inactive: the person reviews it in the builder and turns it on.
 */
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationNode } from '../automation/definition';
import { edge, FROM_EMAIL, node } from '../automation/definition-builders';
import type { ActionType } from './action-types';
import type { AgentType, AutonomyLevel } from './types';

export interface SwarmRole {
  /** Unique within the template, e.g. "intake". */
  role: string;
  agentType: AgentType;
  /** The agent's name when the person gives none. */
  name: string;
  description: string;
  capabilities: ActionType[];
  autonomyLevel: AutonomyLevel;
  /** The agent's base prompt. */
  systemPrompt: string;
}

export interface SwarmTemplate {
  id: string;
  name: string;
  description: string;
  roles: SwarmRole[];
  /** What happens, in order, in plain words. */
  steps: string[];
  /** The automation, with `{{role:<role>}}` in place of each agent id. */
  definition: AutomationDefinition;
}

export const SWARM_MESSAGES = {
  templateNotFound: 'Swarm template not found',
  swarmNotFound: 'Swarm not found',
  unknownRole: (template: string, role: string) => `The template "${template}" has no role "${role}".`,
  repeatedRole: (role: string) => `The role "${role}" is given more than once.`,
} as const;

export const rolePlaceholder = (role: string) => `{{role:${role}}}`;
const ROLE_PLACEHOLDER = /^\{\{role:([a-z-]+)\}\}$/;

const fromEmail = FROM_EMAIL;

const HEARING_INTAKE: SwarmTemplate = {
  id: 'hearing-intake',
  name: 'Hearing intake',
  description:
    'When a WCAB hearing notice arrives, the e-mail agent recognises it, the calendar agent proposes the hearing for you to confirm, the task agent lines up the preparation and the document agent drafts the letter to the client.',
  roles: [
    {
      role: 'intake',
      agentType: 'email',
      name: 'Hearing Intake Agent',
      description: 'Reads incoming mail and recognises hearing notices from the WCAB (EAMS).',
      capabilities: ['ai.classify', 'ai.summarise', 'email.label'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You sort a workers’ compensation firm’s incoming mail. Recognise notices of hearing from the WCAB and EAMS precisely.',
    },
    {
      role: 'calendar',
      agentType: 'calendar',
      name: 'Hearing Calendar Agent',
      description: 'Proposes the hearing on the calendar; you confirm the date and time before it is added.',
      capabilities: ['calendar.create_event', 'calendar.update_event', 'ai.summarise'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You keep the firm’s hearing calendar. Never guess a date: propose it for the attorney to confirm.',
    },
    {
      role: 'prep',
      agentType: 'task',
      name: 'Hearing Prep Agent',
      description: 'Creates the preparation tasks for the hearing: exhibits, the pre-trial conference statement, the client.',
      capabilities: ['task.create', 'task.update', 'ai.summarise'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You turn a hearing into the preparation tasks a workers’ compensation attorney needs, with clear titles.',
    },
    {
      role: 'letter',
      agentType: 'document',
      name: 'Client Letter Agent',
      description: 'Drafts the letter telling the client about the hearing, for the attorney to review and send.',
      capabilities: ['ai.draft', 'ai.summarise', 'ai.classify'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You draft plain, warm letters to injured workers about their case. Everything you write is a draft for an attorney.',
    },
  ],
  steps: [
    'A new e-mail arrives.',
    'The intake agent classifies it; anything that is not a hearing notice stops here.',
    'The calendar agent proposes the hearing on your calendar; it waits for you to confirm the date and time.',
    'The prep agent creates the task to prepare for the hearing.',
    'The letter agent drafts the letter to the client for your review.',
  ],
  definition: {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: [
      node({ id: 'trigger', type: 'trigger.email_received', name: 'E-mail received', position: { x: 0, y: 0 }, parameters: { conditions: [] } }),
      node({
        id: 'classify',
        type: 'agent_action',
        name: 'Classify the e-mail',
        position: { x: 0, y: 140 },
        parameters: { agentId: rolePlaceholder('intake'), actionType: 'ai.classify', input: { ...fromEmail }, outputMapping: { category: 'text' } },
      }),
      node({ id: 'is_hearing', type: 'condition', name: 'A hearing notice?', position: { x: 0, y: 280 }, parameters: { field: 'steps.classify.category', operator: 'contains', value: 'Hearing' } }),
      node({
        id: 'propose_hearing',
        type: 'agent_action',
        name: 'Propose the hearing',
        position: { x: -160, y: 420 },
        parameters: {
          agentId: rolePlaceholder('calendar'),
          actionType: 'calendar.create_event',
          input: {
            title: { type: 'dynamic', path: 'email.subject' },
            start: { type: 'dynamic', path: 'email.date' },
            description: { type: 'dynamic', path: 'email.snippet' },
            hearingType: { type: 'static', value: 'Hearing' },
          },
        },
      }),
      node({
        id: 'prep_tasks',
        type: 'agent_action',
        name: 'Prepare for the hearing',
        position: { x: -160, y: 560 },
        parameters: {
          agentId: rolePlaceholder('prep'),
          actionType: 'task.create',
          input: {
            title: { type: 'dynamic', path: 'email.subject' },
            description: { type: 'static', value: 'Prepare for the hearing: number and serve the exhibits, draft the pre-trial conference statement, prepare the client.' },
            priority: { type: 'static', value: 'High' },
            tags: { type: 'static', value: ['hearing', 'prep'] },
          },
        },
      }),
      node({
        id: 'client_letter',
        type: 'agent_action',
        name: 'Draft the client letter',
        position: { x: -160, y: 700 },
        parameters: { agentId: rolePlaceholder('letter'), actionType: 'ai.draft', input: { ...fromEmail }, outputMapping: { letter: 'text' } },
      }),
      node({ id: 'end', type: 'end', name: 'Done', position: { x: 0, y: 840 }, parameters: {} }),
    ],
    edges: [
      edge('trigger', 'classify'),
      edge('classify', 'is_hearing'),
      edge('is_hearing', 'propose_hearing', 'true'),
      edge('is_hearing', 'end', 'false'),
      edge('propose_hearing', 'prep_tasks'),
      edge('prep_tasks', 'client_letter'),
      edge('client_letter', 'end'),
    ],
  },
};

const NEW_CLIENT_INTAKE: SwarmTemplate = {
  id: 'new-client-intake',
  name: 'New client intake',
  description:
    'When an injured worker writes to the firm for the first time, the e-mail agent recognises the enquiry, the document agent summarises the injury for the intake sheet, the task agent opens the intake task and the e-mail agent drafts the reply with the retainer next steps.',
  roles: [
    {
      role: 'reception',
      agentType: 'email',
      name: 'Client Reception Agent',
      description: 'Recognises enquiries from new clients and drafts the first reply for your review.',
      capabilities: ['ai.classify', 'email.draft_reply', 'email.label'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You answer injured workers who contact the firm for the first time: warm, brief, no legal advice, no promises.',
    },
    {
      role: 'summary',
      agentType: 'document',
      name: 'Intake Summary Agent',
      description: 'Summarises what the worker says about the injury, the employer and the treatment so far.',
      capabilities: ['ai.summarise', 'ai.draft'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You summarise a new client’s account of a work injury for the intake sheet: date, body parts, employer, treatment, lost time.',
    },
    {
      role: 'intake-task',
      agentType: 'task',
      name: 'Intake Task Agent',
      description: 'Opens the task to run the intake: conflict check, retainer, application for adjudication.',
      capabilities: ['task.create', 'task.update'],
      autonomyLevel: 'semi-autonomous',
      systemPrompt: 'You open clear intake tasks for a workers’ compensation firm.',
    },
  ],
  steps: [
    'A new e-mail arrives.',
    'The reception agent classifies it; anything that is not a new client enquiry stops here.',
    'The summary agent summarises the injury for the intake sheet.',
    'The intake task agent opens the intake task with that summary.',
    'The reception agent drafts the reply to the worker; it stays a draft until you send it.',
  ],
  definition: {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: [
      node({ id: 'trigger', type: 'trigger.email_received', name: 'E-mail received', position: { x: 0, y: 0 }, parameters: { conditions: [] } }),
      node({
        id: 'classify',
        type: 'agent_action',
        name: 'Classify the e-mail',
        position: { x: 0, y: 140 },
        parameters: { agentId: rolePlaceholder('reception'), actionType: 'ai.classify', input: { ...fromEmail }, outputMapping: { category: 'text' } },
      }),
      node({ id: 'is_enquiry', type: 'condition', name: 'A new client enquiry?', position: { x: 0, y: 280 }, parameters: { field: 'steps.classify.category', operator: 'contains', value: 'Client' } }),
      node({
        id: 'summarise',
        type: 'agent_action',
        name: 'Summarise the injury',
        position: { x: -160, y: 420 },
        parameters: { agentId: rolePlaceholder('summary'), actionType: 'ai.summarise', input: { ...fromEmail }, outputMapping: { summary: 'text' } },
      }),
      node({
        id: 'intake_task',
        type: 'agent_action',
        name: 'Open the intake task',
        position: { x: -160, y: 560 },
        parameters: {
          agentId: rolePlaceholder('intake-task'),
          actionType: 'task.create',
          input: {
            title: { type: 'dynamic', path: 'email.subject' },
            description: { type: 'previous', stepId: 'summarise', path: 'summary' },
            tags: { type: 'static', value: ['intake', 'new-client'] },
          },
        },
      }),
      node({
        id: 'draft_reply',
        type: 'agent_action',
        name: 'Draft the reply',
        position: { x: -160, y: 700 },
        parameters: { agentId: rolePlaceholder('reception'), actionType: 'email.draft_reply', input: { ...fromEmail } },
      }),
      node({ id: 'end', type: 'end', name: 'Done', position: { x: 0, y: 840 }, parameters: {} }),
    ],
    edges: [
      edge('trigger', 'classify'),
      edge('classify', 'is_enquiry'),
      edge('is_enquiry', 'summarise', 'true'),
      edge('is_enquiry', 'end', 'false'),
      edge('summarise', 'intake_task'),
      edge('intake_task', 'draft_reply'),
      edge('draft_reply', 'end'),
    ],
  },
};

export const SWARM_TEMPLATES: readonly SwarmTemplate[] = [HEARING_INTAKE, NEW_CLIENT_INTAKE];

export function findSwarmTemplate(id: string): SwarmTemplate | null {
  return SWARM_TEMPLATES.find((template) => template.id === id) ?? null;
}

/** The template's automation with each role's placeholder replaced by that role's agent id. */
export function swarmDefinition(template: SwarmTemplate, agentIdByRole: Readonly<Record<string, string>>): AutomationDefinition {
  const nodes = template.definition.nodes.map((current): AutomationNode => {
    if (current.type !== 'agent_action') return current;
    const role = ROLE_PLACEHOLDER.exec(current.parameters.agentId)?.[1];
    const agentId = role === undefined ? undefined : agentIdByRole[role];
    if (agentId === undefined) throw new Error(`No agent for ${current.parameters.agentId} in the swarm template ${template.id}`);
    return { ...current, parameters: { ...current.parameters, agentId } };
  });
  return { ...template.definition, nodes };
}

/** What the API lists: the template without its automation. */
export function publicSwarmTemplate({ definition: _definition, ...template }: SwarmTemplate) {
  return { ...template, roles: template.roles.map(({ systemPrompt: _prompt, ...role }) => role) };
}
