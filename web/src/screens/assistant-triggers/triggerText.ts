/** Plain words for an assistant trigger's event and for the e-mail conditions the "New trigger" form offers. */
import type { TriggerEventView } from '../../../../domain/assistant-triggers/views';
import type { Condition, ConditionOperator } from '../../../../domain/automation/definition';
import { OPERATOR_LABELS, scheduleText } from '../automation/editor/model/nodeSummary';

/** The e-mail fields a condition can test, as the e-mail trigger's data names them. */
export const EMAIL_FIELDS = [
  { value: 'email.from', label: 'Sender' },
  { value: 'email.subject', label: 'Subject' },
  { value: 'email.text', label: 'Body' },
  { value: 'email.to', label: 'Recipients' },
] as const;

/** Operators that read well for text; the engine supports more, which the builder offers. */
export const TEXT_OPERATORS: readonly ConditionOperator[] = ['contains', 'equals', 'startsWith', 'endsWith'];

export const OPERATOR_WORDS: Readonly<Record<ConditionOperator, string>> = { ...OPERATOR_LABELS, equals: 'is' };

const fieldLabel = (field: string) => EMAIL_FIELDS.find((candidate) => candidate.value === field)?.label ?? field.replace(/^email\./, '');

export function emailConditionText(condition: Condition): string {
  if (condition.operator === 'exists') return `${fieldLabel(condition.field).toLowerCase()} is present`;
  return `${fieldLabel(condition.field).toLowerCase()} ${OPERATOR_WORDS[condition.operator] ?? condition.operator} "${String(condition.value ?? '')}"`;
}

/** "A new e-mail arrives whose subject contains "claim"", "Every day at 08:00", "Another app calls its web address". */
export function eventText(event: TriggerEventView): string {
  switch (event.type) {
    case 'email':
      return event.conditions.length === 0 ? 'Any new e-mail arrives' : `A new e-mail arrives whose ${event.conditions.map(emailConditionText).join(' and ')}`;
    case 'schedule':
      return scheduleText(event.schedule);
    case 'webhook':
      return event.conditions.length === 0 ? 'Another app calls its web address' : `Another app calls its web address (${event.conditions.length} condition${event.conditions.length === 1 ? '' : 's'})`;
    case 'manual':
      return 'Run by hand from the builder';
  }
}

/** The fields of the run the question is given with, by event: shown as a hint under the question. */
export function questionHint(type: 'email' | 'schedule' | 'webhook'): string {
  switch (type) {
    case 'email':
      return 'The assistant also gets the e-mail\u2019s subject and body with your question.';
    case 'webhook':
      return 'The assistant also gets what the other app sends (the body of its call) with your question.';
    case 'schedule':
      return 'The assistant gets your question as written, each time the schedule runs.';
  }
}
