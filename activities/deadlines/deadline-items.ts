import { DEADLINE_RULES, type DeadlineRule } from '../../domain/deadlines/index';
import { NO_TASK_LINKS, type NewTask } from '../../domain/tasks/task-input';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import type { CreateEventInput } from '../../api/calendar/event-input';
import { DEADLINES_SOURCE_ID } from '../../domain/calendar/sources';
import type { DeadlineWithTask } from './chain-store';

export const DEADLINE_TAG = 'deadline';

export const ruleOf = (ruleId: string): DeadlineRule | undefined => DEADLINE_RULES.find((rule) => rule.id === ruleId);

type Chain = Pick<DeadlineChainRow, 'case_number' | 'hearing_event_id' | 'hearing_title' | 'hearing_type' | 'trigger_date'>;

const titleOf = (row: Pick<DeadlineWithTask, 'title'>, chain: Chain) => (chain.case_number ? `${row.title} — ${chain.case_number}` : row.title);

function descriptionOf(row: DeadlineWithTask, chain: Chain): string {
  const { explanation } = row;
  return [explanation.ruleText, `${explanation.citation}.`, ...explanation.steps, `Follows from ${chain.hearing_title || chain.hearing_type || 'the hearing'} on ${chain.trigger_date}.`].join('\n');
}

/** The all-day event of an accepted deadline, in the built-in "Deadlines" calendar. */
export function deadlineEventInput(row: DeadlineWithTask, chain: Chain): CreateEventInput {
  return {
    title: titleOf(row, chain),
    start: row.due_date,
    allDay: true,
    sourceId: DEADLINES_SOURCE_ID,
    description: descriptionOf(row, chain).slice(0, 10_000),
    tags: [DEADLINE_TAG],
    ...(chain.case_number ? { caseNumber: chain.case_number } : {}),
  };
}

/** The task of an accepted deadline: due on its day, with the rule's preparation time as its estimate for the planner. */
export function deadlineTask(row: DeadlineWithTask, chain: Chain, due: Date): NewTask {
  return {
    title: titleOf(row, chain).slice(0, 500),
    description: descriptionOf(row, chain).slice(0, 20_000),
    status: 'To Do',
    priority: row.kind === 'deadline' ? 'High' : 'Medium',
    dueDate: due,
    tags: [DEADLINE_TAG],
    ...NO_TASK_LINKS,
    estimatedDuration: ruleOf(row.rule_id)?.prepMinutes ?? null,
    source: chain.hearing_event_id ? { kind: 'calendar', id: chain.hearing_event_id, name: chain.hearing_title || 'Hearing' } : null,
  };
}
