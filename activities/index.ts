import type { ActivityDeps } from './deps';
import { createHealthActivities } from './health/record-probe';

/** Every activity the worker registers, bound to the worker's dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps } from './deps';
