import type { ActivityDeps } from '../../deps';

/** Activities of the automation interpreter workflow (automationRun). */
export function createAutomationRunActivities(_deps: ActivityDeps) {
  return {};
}
