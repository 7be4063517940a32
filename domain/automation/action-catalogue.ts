/**
 * Inputs and outputs of each agent action type, as the executors in activities/agents/executors read
 * and return them. The validator checks required inputs and mapped types against it; the editor lists
 * the inputs as fields. Outputs are the raw result before outputMapping.
 */
import type { ActionType } from '../agents/action-types';
import type { ValueType } from './value-types';

export interface ActionInputSpec {
  type: ValueType;
  label: string;
  required?: boolean;
}

export interface ActionSpec {
  inputs: Readonly<Record<string, ActionInputSpec>>;
  /** At least one of these groups must be fully given (e.g. the text, or the e-mail to read). */
  oneOf?: { groups: readonly (readonly string[])[]; message: string };
  outputs: Readonly<Record<string, ValueType>>;
}

const mail = {
  accountId: { type: 'string', label: 'Mail account', required: true },
  messageId: { type: 'string', label: 'E-mail', required: true },
} as const satisfies Record<string, ActionInputSpec>;

const reply = {
  ...mail,
  to: { type: 'string', label: 'To' },
  subject: { type: 'string', label: 'Subject' },
  body: { type: 'string', label: 'Reply text' },
} as const satisfies Record<string, ActionInputSpec>;

const aiText: ActionSpec = {
  inputs: {
    text: { type: 'string', label: 'Text' },
    subject: { type: 'string', label: 'Subject' },
    accountId: { type: 'string', label: 'Mail account' },
    messageId: { type: 'string', label: 'E-mail' },
  },
  oneOf: { groups: [['text'], ['accountId', 'messageId']], message: 'Give the text to work on, or the e-mail to read (mail account and e-mail).' },
  outputs: { text: 'string', analyser: 'string' },
};

const taskFields = {
  title: { type: 'string', label: 'Title' },
  description: { type: 'string', label: 'Description' },
  status: { type: 'string', label: 'Status' },
  priority: { type: 'string', label: 'Priority' },
  dueDate: { type: 'date', label: 'Due date' },
  tags: { type: 'string[]', label: 'Tags' },
} as const satisfies Record<string, ActionInputSpec>;

export const ACTION_CATALOGUE: Record<ActionType, ActionSpec> = {
  'email.draft_reply': { inputs: reply, outputs: { draftId: 'string' } },
  'email.send_reply': { inputs: reply, outputs: { sentId: 'string', to: 'string', subject: 'string' } },
  'email.label': {
    inputs: { ...mail, addLabelIds: { type: 'string[]', label: 'Labels to add' }, removeLabelIds: { type: 'string[]', label: 'Labels to remove' } },
    oneOf: { groups: [['addLabelIds'], ['removeLabelIds']], message: 'Choose labels to add or to remove.' },
    outputs: { labelled: 'string' },
  },
  'email.archive': { inputs: mail, outputs: { archived: 'string' } },
  'email.move': { inputs: { ...mail, folderId: { type: 'string', label: 'Folder', required: true } }, outputs: { moved: 'string', folderId: 'string' } },
  'email.delete': { inputs: mail, outputs: { deleted: 'string' } },
  'calendar.create_event': {
    inputs: {
      title: { type: 'string', label: 'Title', required: true },
      start: { type: 'date', label: 'Start', required: true },
      end: { type: 'date', label: 'End' },
      description: { type: 'string', label: 'Description' },
      timeZone: { type: 'string', label: 'Time zone' },
      location: { type: 'string', label: 'Location' },
      caseNumber: { type: 'string', label: 'Case number' },
      hearingType: { type: 'string', label: 'Hearing type' },
    },
    outputs: { eventId: 'string' },
  },
  'calendar.update_event': {
    inputs: {
      eventId: { type: 'string', label: 'Event', required: true },
      start: { type: 'date', label: 'Start' },
      end: { type: 'date', label: 'End' },
      title: { type: 'string', label: 'Title' },
      location: { type: 'string', label: 'Location' },
      description: { type: 'string', label: 'Description' },
    },
    outputs: { eventId: 'string' },
  },
  'task.create': { inputs: { ...taskFields, title: { ...taskFields.title, required: true } }, outputs: { taskId: 'string' } },
  'task.update': { inputs: { taskId: { type: 'string', label: 'Task', required: true }, ...taskFields }, outputs: { taskId: 'string' } },
  'ai.summarise': aiText,
  'ai.classify': aiText,
  'ai.draft': aiText,
  'ai.ask_assistant': {
    inputs: {
      assistantId: { type: 'string', label: 'Assistant', required: true },
      question: { type: 'string', label: 'Question', required: true },
      subject: { type: 'string', label: 'Subject' },
      details: { type: 'string', label: 'Details' },
    },
    outputs: { answer: 'string', sources: 'string[]', sourceCount: 'number', citationCount: 'number', model: 'string' },
  },
};

/** What an approval step gives later steps. */
export const APPROVAL_OUTPUTS: Readonly<Record<string, ValueType>> = { outcome: 'string', decidedBy: 'string', decidedAt: 'date' };
