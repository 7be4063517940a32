/**
 * Seed 001 §5: "Pattern creation needs at least 2 prior actions of the same type by other users."
 * A rule of the learning service, kept here as a pure check. The product learns from one person's own
 * behaviour (a person working alone must still get suggestions), so the check does not gate a user's own
 * patterns; it is what a pattern shared across people (e.g. a team) must meet.
 */
import { SHARED_PATTERN_MIN_PRIOR_ACTIONS_BY_OTHERS } from './constants';

export function canCreateSharedPattern(priorActionsOfTypeByOthers: number): boolean {
  return priorActionsOfTypeByOthers >= SHARED_PATTERN_MIN_PRIOR_ACTIONS_BY_OTHERS;
}
