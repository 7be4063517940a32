import type { ActivityDeps } from '../../deps';
import { createApprovalStoreActivities } from './approval-store';
import { createRunStoreActivities } from './run-store';

/** Activities of the automation interpreter workflow (automationRun). */
export function createAutomationRunActivities(deps: ActivityDeps) {
  return {
    ...createRunStoreActivities(deps),
    ...createApprovalStoreActivities(deps),
  };
}
