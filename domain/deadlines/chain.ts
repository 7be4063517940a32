import { computeDeadline } from './compute';
import { rulesFor } from './rule-selection';
import type { ChainTrigger, ComputedDeadline } from './types';

/** Every deadline and task that follows from the trigger, earliest first (table order on the same day). */
export function chainFor(trigger: ChainTrigger): ComputedDeadline[] {
  return rulesFor(trigger)
    .map((rule, order) => ({ deadline: computeDeadline(rule, trigger), order }))
    .sort((a, b) => a.deadline.date.localeCompare(b.deadline.date) || a.order - b.order)
    .map(({ deadline }) => deadline);
}
