/** A time-block plan as the API and the screen see it (contract "TimeBlockPlan"; seed 000 §3 "Time block", §9). */

export const PLAN_STATUSES = ['computing', 'proposed', 'accepted', 'superseded', 'dismissed', 'failed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface TimeSpan {
  /** ISO instants. */
  start: string;
  end: string;
}

export interface PlannedBlock extends TimeSpan {
  taskId: string;
  title: string;
  /**
   * False while the task still has slack (it could be done in time without this block), true once the
   * slack has run out: the block must stay where it is (Reclaim's and Motion's "free" / "busy").
   */
  busy: boolean;
}

export interface AtRiskTask {
  taskId: string;
  title: string;
  /** Plain words, e.g. "Needs 3 h more before its due date Fri 5 pm". */
  reason: string;
}

export interface PlanChange {
  taskId: string;
  title: string;
  from: TimeSpan | null;
  to: TimeSpan | null;
}

export interface TimeBlockPlan {
  id: string;
  status: PlanStatus;
  rangeStart: string;
  rangeEnd: string;
  blocks: PlannedBlock[];
  atRisk: AtRiskTask[];
  changes: PlanChange[];
  replacesPlanId: string | null;
  error: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The workflow that computes one plan; stable, so starting it twice is harmless. */
export const timeBlockPlanWorkflowId = (planId: string) => `time-block-plan:${planId}`;
export const TIME_BLOCK_PLANNING_WORKFLOW = 'timeBlockPlanning';
/** Signal telling a plan still computing that the calendar changed meanwhile: compute again before storing. */
export const CALENDAR_CHANGED_SIGNAL = 'calendarChanged';

export interface TimeBlockPlanningInput {
  planId: string;
  userId: string;
  /** 'calendar-change': a replan nobody asked for by hand; when nothing moved it is not proposed. */
  reason?: 'request' | 'calendar-change';
}
