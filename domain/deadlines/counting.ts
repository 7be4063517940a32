import { addDays, addMonths } from './civil-date';
import type { CivilDate, DeadlineRule } from './types';

/**
 * The last day of a period before any rolling (CCP § 12): the trigger day is excluded
 * and the last day included, which is plain date addition — "10 days after the 1st" is
 * the 11th, "7 days before the 8th" is the 1st. Months are calendar months, clamped to
 * the end of a shorter month. Service-extension days lengthen the period in its own
 * direction, after the months (8 CCR § 10605 extends "the period of time").
 */
export function unadjustedLastDay(
  triggerDate: CivilDate,
  offset: DeadlineRule['offset'],
  direction: DeadlineRule['direction'],
  extensionDays: number,
): CivilDate {
  const sign = direction === 'after' ? 1 : -1;
  const afterPeriod =
    offset.unit === 'months' ? addMonths(triggerDate, sign * offset.amount) : addDays(triggerDate, sign * offset.amount);
  return addDays(afterPeriod, sign * extensionDays);
}
