import type { ActivityDeps } from '../deps';
import { diffPlans } from '../../domain/planning/diff';
import type { AtRiskTask, PlanChange, PlannedBlock, TimeBlockPlanningInput } from '../../domain/planning/plan';
import { planTimeBlocks, type PlannerInput } from '../../domain/planning/planner';
import { preferredFocusMinutes } from '../../domain/learning/personality';
import { loadPersonality } from '../learning/views';
import { busyEvents, openTasks } from './planning-data';
import { decideReplan, type ReplanDecision } from './replan-store';
import { userTimeZone } from '../settings/user-zone';

export interface LoadedPlanningInput {
  planner: PlannerInput;
  /** The blocks of the plan this one replaces, to tell what moved; null when it replaces none. */
  previousBlocks: PlannedBlock[] | null;
}

export interface ComputedPlan {
  blocks: PlannedBlock[];
  atRisk: AtRiskTask[];
  changes: PlanChange[];
  validTasks: number;
}

/** The activities of the time-block planning workflow; every query is scoped to the plan's user. */
export function createPlanningActivities({ db }: Pick<ActivityDeps, 'db'>) {
  return {
    /** What the planner needs, read at one moment; null when the plan is no longer waiting for it (dismissed). */
    async loadPlanningInput({ planId, userId }: TimeBlockPlanningInput): Promise<LoadedPlanningInput | null> {
      const plan = await db
        .selectFrom('time_block_plans')
        .select(['range_start', 'range_end', 'replaces_plan_id'])
        .where('id', '=', planId)
        .where('user_id', '=', userId)
        .where('status', '=', 'computing')
        .executeTakeFirst();
      if (!plan) return null;
      const [timeZone, tasks, events, previous, personality] = await Promise.all([
        userTimeZone(db, userId),
        openTasks(db, userId),
        busyEvents(db, userId, plan.range_start, plan.range_end),
        plan.replaces_plan_id
          ? db.selectFrom('time_block_plans').select('blocks').where('id', '=', plan.replaces_plan_id).where('user_id', '=', userId).executeTakeFirst()
          : Promise.resolve(undefined),
        loadPersonality(db, userId),
      ]);
      // The person's preferred task duration, when they set it or it was learned, is the focus block length.
      const focusBlockMinutes = preferredFocusMinutes(personality);
      return {
        planner: { tasks, events, timeZone, rangeStart: plan.range_start.toISOString(), rangeEnd: plan.range_end.toISOString(), now: new Date().toISOString(), ...(focusBlockMinutes !== null ? { focusBlockMinutes } : {}) },
        previousBlocks: previous ? previous.blocks : null,
      };
    },

    /** The planner (pure) and what moved against the plan being replaced. */
    async computeTimeBlockPlan({ planner, previousBlocks }: LoadedPlanningInput): Promise<ComputedPlan> {
      const result = planTimeBlocks(planner);
      const since = new Date(Math.max(Date.parse(planner.now), Date.parse(planner.rangeStart))).toISOString();
      return { ...result, changes: previousBlocks ? diffPlans(previousBlocks, result.blocks, since) : [] };
    },

    /**
     * Stores the proposal, unless the plan stopped waiting for it (dismissed meanwhile). A replan the
     * calendar asked for in which nothing moved is not put to the user: its row is removed, and the
     * accepted plan stays what the user sees.
     */
    async storePlanProposal(input: TimeBlockPlanningInput & { plan: ComputedPlan }): Promise<'proposed' | 'unchanged' | 'gone'> {
      const { planId, userId, plan } = input;
      if (input.reason === 'calendar-change' && plan.changes.length === 0) {
        const removed = await db.deleteFrom('time_block_plans').where('id', '=', planId).where('user_id', '=', userId).where('status', '=', 'computing').executeTakeFirst();
        return removed.numDeletedRows === 0n ? 'gone' : 'unchanged';
      }
      const updated = await db
        .updateTable('time_block_plans')
        .set({ status: 'proposed', blocks: JSON.stringify(plan.blocks), at_risk: JSON.stringify(plan.atRisk), changes: JSON.stringify(plan.changes), error: null })
        .where('id', '=', planId)
        .where('user_id', '=', userId)
        .where('status', '=', 'computing')
        .executeTakeFirst();
      return updated.numUpdatedRows === 0n ? 'gone' : 'proposed';
    },

    async storePlanFailure({ planId, userId, error }: TimeBlockPlanningInput & { error: string }): Promise<void> {
      await db
        .updateTable('time_block_plans')
        .set({ status: 'failed', error, blocks: JSON.stringify([]), at_risk: JSON.stringify([]), changes: JSON.stringify([]) })
        .where('id', '=', planId)
        .where('user_id', '=', userId)
        .where('status', '=', 'computing')
        .execute();
    },

    /** After an analysed e-mail put a hearing on the calendar or moved it: the worker-side requestReplan. */
    async requestReplanAfterCalendarChange({ userId }: { userId: string }): Promise<ReplanDecision | null> {
      return db.transaction().execute((trx) => decideReplan(trx, userId));
    },
  };
}
