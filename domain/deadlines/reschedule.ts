import { computeDeadline } from './compute';
import { ruleById } from './rules';
import type { ChainTrigger, ExistingDeadline, RescheduleChange } from './types';

/**
 * What moving the trigger would do to a chain already on the calendar. Completed deadlines
 * and dates a person set by hand keep their date. A deadline whose rule is no longer in the
 * table also keeps its date (there is nothing to recompute it from); its title is its rule id.
 */
export function previewReschedule(existing: ExistingDeadline[], trigger: ChainTrigger): RescheduleChange[] {
  return existing.map((deadline): RescheduleChange => {
    const rule = ruleById(deadline.ruleId);
    const reason: RescheduleChange['reason'] = deadline.completed ? 'completed' : deadline.editedByHand ? 'edited' : null;
    const base = { ruleId: deadline.ruleId, title: rule?.title ?? deadline.ruleId, oldDate: deadline.date, reason };
    if (reason || !rule) return { ...base, newDate: deadline.date, keeps: true };
    return { ...base, newDate: computeDeadline(rule, trigger).date, keeps: false };
  });
}
