import { ACTION_TYPES } from '../agents/action-types';

/**
 * What the chat's assistant may propose. Nothing it proposes happens by itself: each proposal becomes
 * an agent action that waits for a person in the audit queue.
 */
export const PROPOSAL_TOOLS = [
  {
    type: 'function' as const,
    function: {
      name: 'propose_task',
      description: 'Propose a task for the attorney or their staff (it waits for their approval before it is created).',
      parameters: {
        type: 'object',
        properties: {
          title: { type: 'string', description: 'Short imperative title, e.g. "Serve the DOR on opposing counsel"' },
          description: { type: 'string' },
          dueDate: { type: 'string', description: 'ISO 8601 date or date-time, when there is one' },
          priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] },
        },
        required: ['title'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function' as const,
    function: {
      name: 'propose_calendar_event',
      description: 'Propose putting a hearing, deposition, deadline or meeting on the calendar (it waits for approval).',
      parameters: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          start: { type: 'string', description: 'ISO 8601 date-time with its offset' },
          end: { type: 'string', description: 'ISO 8601 date-time with its offset' },
          location: { type: 'string' },
          caseNumber: { type: 'string' },
          hearingType: { type: 'string' },
          description: { type: 'string' },
        },
        required: ['title', 'start'],
        additionalProperties: false,
      },
    },
  },
];

export const PROPOSAL_INSTRUCTIONS =
  'When the attorney asks you to create a task or put something on the calendar, call the matching tool; say in your answer that it waits for their approval in the audit queue.';

const TOOL_ACTIONS = { propose_task: 'task.create', propose_calendar_event: 'calendar.create_event' } as const;

export type ProposalActionType = (typeof TOOL_ACTIONS)[keyof typeof TOOL_ACTIONS];

export interface ChatProposal {
  type: ProposalActionType;
  params: Record<string, unknown>;
  /** What a person reads: "Create a task “Serve the DOR”". */
  summary: string;
}

const TEXT_FIELDS: Record<ProposalActionType, readonly string[]> = {
  'task.create': ['title', 'description', 'dueDate', 'priority'],
  'calendar.create_event': ['title', 'start', 'end', 'location', 'caseNumber', 'hearingType', 'description'],
};

/** A tool call read into a proposal, or a plain reason why it cannot be one. */
export function proposalFromToolCall(name: string, argumentsJson: string): ChatProposal | { problem: string } {
  const type = (TOOL_ACTIONS as Record<string, ProposalActionType | undefined>)[name];
  if (!type) return { problem: `The model asked for an action this chat does not offer (${name}).` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsJson || '{}');
  } catch {
    return { problem: 'The model proposed an action but its details were not readable.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: 'The model proposed an action without details.' };
  const params: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS[type]) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) params[field] = value.trim();
  }
  if (typeof params.title !== 'string') return { problem: 'The model proposed an action without a title.' };
  if (type === 'calendar.create_event' && (typeof params.start !== 'string' || Number.isNaN(Date.parse(params.start)))) {
    return { problem: `The model proposed the event “${params.title}” without a date and time it could be put at.` };
  }
  return { type, params, summary: `${ACTION_TYPES[type].label} “${params.title}”` };
}
