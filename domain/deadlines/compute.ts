import { toDateTime } from './civil-date';
import { unadjustedLastDay } from './counting';
import { explainDeadline } from './explanation';
import { serviceExtensionFor } from './service-extension';
import { rollToWorkingDay } from './working-days';
import type { ChainTrigger, ComputedDeadline, DeadlineRule } from './types';

export function computeDeadline(rule: DeadlineRule, trigger: ChainTrigger): ComputedDeadline {
  toDateTime(trigger.date);
  const extension = serviceExtensionFor(rule, trigger.serviceMethod ?? 'none');
  const unadjustedDate = unadjustedLastDay(trigger.date, rule.offset, rule.direction, extension.days);
  // A zero-day rule ("at the MSC") is due on the event itself; the event's own date is never rolled.
  const countsNoDays = rule.offset.amount === 0 && extension.days === 0;
  const rolled = countsNoDays
    ? { date: unadjustedDate, skipped: [] }
    : rollToWorkingDay(unadjustedDate, rule.calendar, rule.direction === 'after' ? 'forward' : 'backward');
  const explanation = explainDeadline({
    rule,
    trigger,
    extension,
    unadjustedDate,
    date: rolled.date,
    skipped: rolled.skipped,
  });
  return { rule, date: rolled.date, explanation };
}
