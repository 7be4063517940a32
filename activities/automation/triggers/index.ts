import type { AnalysisTarget } from '../../analysis/types';
import type { ActivityDeps } from '../../deps';
import { completeEmailEvents } from './complete-email-events';
import { recordEmailEvents } from './record-email-events';
import type { RunStartOutcome } from './types';

/** Activities of automation triggers: automation events from new mail, rules. */
export function createAutomationTriggerActivities(deps: ActivityDeps) {
  return {
    recordEmailEvents: (target: AnalysisTarget) => recordEmailEvents(deps, target),
    completeEmailEvents: (outcomes: RunStartOutcome[]) => completeEmailEvents(deps.db, outcomes),
  };
}
