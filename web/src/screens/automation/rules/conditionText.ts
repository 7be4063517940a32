import type { Condition, ConditionOperator } from '../../../../../domain/automation/definition';

/** The seven operators of seed 001 §3, in words. */
export const OPERATOR_LABELS: Readonly<Record<ConditionOperator, string>> = {
  equals: 'equals',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  exists: 'exists',
};

/** 'email.subject contains "Hearing"'. */
export function conditionText(condition: Condition): string {
  const operator = OPERATOR_LABELS[condition.operator] ?? condition.operator;
  if (condition.operator === 'exists') return `${condition.field} ${operator}`;
  return `${condition.field} ${operator} "${String(condition.value ?? '')}"`;
}
