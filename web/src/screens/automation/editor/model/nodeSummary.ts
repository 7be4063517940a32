/** The line under a node's name saying what it is set to do, and the labels the side panel shares with it. */
import { ACTION_TYPES, isActionType } from '../../../../../../domain/agents/action-types';
import type { ApprovalParameters, Condition, ConditionOperator, DelayParameters, DelayUnit, Schedule } from '../../../../../../domain/automation/definition';

export const OPERATOR_LABELS: Readonly<Record<ConditionOperator, string>> = {
  equals: 'equals',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
  greaterThan: 'greater than',
  lessThan: 'less than',
  exists: 'exists',
};

const UNIT_SECONDS: Readonly<Record<DelayUnit, number>> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** "1 hour", "3 days": the amount with its unit, singular for one. */
function amountOf(amount: number, unit: DelayUnit): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/** The largest unit a number of seconds is a whole number of, e.g. 172800 → 2 days. */
export function splitSeconds(seconds: number): { amount: number; unit: DelayUnit } {
  const units: DelayUnit[] = ['days', 'hours', 'minutes'];
  const unit = units.find((candidate) => seconds > 0 && seconds % UNIT_SECONDS[candidate] === 0) ?? 'seconds';
  return { amount: seconds / UNIT_SECONDS[unit], unit };
}

export const secondsOf = (amount: number, unit: DelayUnit) => amount * UNIT_SECONDS[unit];

export function conditionText(condition: Condition): string {
  const field = condition.field.trim() || '…';
  if (condition.operator === 'exists') return `${field} exists`;
  const value = condition.value === undefined || condition.value === null || condition.value === '' ? '…' : `"${String(condition.value)}"`;
  return `${field} ${OPERATOR_LABELS[condition.operator] ?? condition.operator} ${value}`;
}

export function conditionsText(conditions: readonly Condition[] | undefined, none: string): string {
  const [first, ...rest] = conditions ?? [];
  if (!first) return none;
  return rest.length === 0 ? conditionText(first) : `${conditionText(first)} and ${rest.length} more`;
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PERIOD: Readonly<Record<string, string>> = { hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month' };

export function scheduleText(schedule: Schedule): string {
  const off = schedule.enabled ? '' : 'Off · ';
  const time = schedule.time || '…';
  if (schedule.type === 'once') return `${off}Once on ${schedule.startDate || '…'} at ${time}`;
  const recurrence = schedule.recurrence;
  if (!recurrence) return `${off}Repeats at ${time}`;
  const period = PERIOD[recurrence.frequency] ?? recurrence.frequency;
  const every = recurrence.interval === 1 ? `Every ${period}` : `Every ${recurrence.interval} ${period}s`;
  if (recurrence.frequency === 'hourly') return `${off}${every} from ${time}`;
  const days = recurrence.frequency === 'weekly' && recurrence.daysOfWeek?.length ? ` on ${recurrence.daysOfWeek.map((day) => WEEKDAYS[day] ?? day).join(', ')}` : '';
  const dayOfMonth = recurrence.frequency === 'monthly' && recurrence.dayOfMonth ? ` on day ${recurrence.dayOfMonth}` : '';
  return `${off}${every}${days}${dayOfMonth} at ${time}`;
}

export function actionText(actionType: string): string {
  return isActionType(actionType) ? ACTION_TYPES[actionType].label : 'Choose what the agent does';
}

export function approvalText(approval: ApprovalParameters): string {
  const { amount, unit } = splitSeconds(approval.expiresInSeconds);
  return `Decide within ${amountOf(amount, unit)}, else ${approval.defaultOutcome}`;
}

export const delayText = (delay: DelayParameters) => `Wait ${amountOf(delay.amount, delay.unit)}`;
