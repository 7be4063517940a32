import { toDateTime } from './civil-date';
import { DEADLINE_RULES } from './rules';
import type { ChainTrigger, CivilDate, DeadlineRule } from './types';

export function isEffectiveOn(rule: DeadlineRule, date: CivilDate): boolean {
  return rule.effectiveFrom <= date && (rule.effectiveTo === null || date <= rule.effectiveTo);
}

const normalise = (hearingType: string) => hearingType.trim().toLowerCase();

function coversHearingType(rule: DeadlineRule, hearingType: string | null | undefined): boolean {
  if (!rule.hearingTypes) return true;
  if (!hearingType) return false;
  return rule.hearingTypes.some((type) => normalise(type) === normalise(hearingType));
}

/** Rules of the trigger's kind (and hearing type) in force on the trigger date, in table order. */
export function rulesFor(trigger: ChainTrigger): DeadlineRule[] {
  toDateTime(trigger.date);
  return DEADLINE_RULES.filter(
    (rule) =>
      rule.trigger === trigger.kind &&
      isEffectiveOn(rule, trigger.date) &&
      (trigger.kind !== 'hearing_set' || coversHearingType(rule, trigger.hearingType)),
  );
}
