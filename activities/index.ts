import { createAnalyseActivity } from './analysis/analyse';
import { createAnalysisStore } from './analysis/analysis-store';
import { createCalendarEventActivities } from './analysis/calendar-event-store';
import { createEventConfirmationActivities } from './analysis/event-confirmation';
import { createLoadMessageActivity } from './analysis/load-message';
import type { ActivityDeps } from './deps';
import { createHealthActivities } from './health/record-probe';
import { createMailSyncActivities } from './mail/sync';
import { createGoogleSyncActivities } from './calendar/google-sync';
import { createEventMirrorActivities } from './calendar/event-mirror';
import { createProposalActivities } from './agents/proposal-store';
import { createRunActionActivity } from './agents/run-action';
import { createAutomationRunActivities } from './automation/run/index';
import { createAutomationTriggerActivities } from './automation/triggers/index';
import { createScheduleTimerActivities } from './automation/schedule/schedule-timer-store';
import { createPlanningActivities } from './planning/planning-activities';
import { createDeadlineActivities } from './deadlines/index';
import { createKnowledgeActivities } from './knowledge/index';
import { createLearningActivities } from './learning/check';

/** Every activity the worker registers, bound to the worker's dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createHealthActivities(deps),
    ...createLoadMessageActivity(deps),
    ...createAnalyseActivity(deps.ai),
    ...createAnalysisStore(deps.db),
    ...createCalendarEventActivities(deps.db),
    ...createEventConfirmationActivities(deps.db),
    ...createMailSyncActivities(deps),
    ...createGoogleSyncActivities(deps),
    ...createEventMirrorActivities(deps),
    ...createProposalActivities(deps),
    ...createRunActionActivity(deps),
    ...createAutomationRunActivities(deps),
    ...createAutomationTriggerActivities(deps),
    ...createScheduleTimerActivities(deps),
    ...createPlanningActivities(deps),
    ...createDeadlineActivities(deps),
    ...createKnowledgeActivities(deps),
    ...createLearningActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export type { ActivityDeps } from './deps';
