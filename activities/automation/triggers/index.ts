import type { ActivityDeps } from '../../deps';

/** Activities of automation triggers: automation events from new mail, rules. */
export function createAutomationTriggerActivities(_deps: ActivityDeps) {
  return {};
}
