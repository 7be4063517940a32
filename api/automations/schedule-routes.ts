import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import type { ScheduleInfo } from '../../domain/automation/contract';
import type { Schedule } from '../../domain/automation/definition';
import { automationScheduleId, automationScheduleTimerId, SCHEDULE_TIMER_NEXT_RUN_QUERY } from '../../domain/automation/run-state';
import { nextRun } from '../../domain/automation/schedule';
import { scheduleOf } from '../../domain/automation/trigger-events';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import type { TemporalHandle } from '../temporal/client';
import { findOwnAutomation, loadVersionDefinition } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { planSchedule, type SchedulePlan } from './schedule-plan';
import { AutomationParams } from './schemas';
import { ScheduleInfoSchema } from './trigger-schemas';

/** The next run by seed 001 §4's rules beside what Temporal (its Schedule, or the fallback timer) will actually do. */
export const scheduleRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db, temporal } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];

  app.get(
    '/api/automations/:id/schedule',
    { schema: { tags, security, params: AutomationParams, response: { 200: ScheduleInfoSchema, ...commonErrors } } },
    async (request): Promise<ScheduleInfo> => {
      const automation = await findOwnAutomation(db, requireUserId(request), request.params.id);
      const definition = automation.current_version > 0 ? await loadVersionDefinition(db, automation.id, automation.current_version) : null;
      const schedule = scheduleOf(definition);
      const plan = planSchedule(automation, definition);
      const temporalState = plan.kind === 'timer' ? await describeTimer(temporal, automation.id, plan) : await describeSchedule(temporal, automation.id);
      return {
        timeZone: automation.time_zone,
        nextRun: schedule && automation.status === 'active' ? nextRunIn(schedule, automation.time_zone) : null,
        temporalNextActions: temporalState?.nextActionTimes ?? [],
        paused: temporalState?.paused ?? null,
        unsupported: plan.kind === 'unsupported' || plan.kind === 'timer' ? plan.reason : null,
      };
    },
  );
};

/** By seed 001 §4, even when a Temporal Schedule cannot follow the schedule (`unsupported` then says why). */
function nextRunIn(schedule: Schedule, timeZone: string): string | null {
  try {
    return nextRun(schedule, new Date(), timeZone)?.toISOString() ?? null;
  } catch (error) {
    if (error instanceof RangeError) return null; // an unknown time zone, reported as unsupported
    throw error;
  }
}

interface ScheduleState {
  paused: boolean;
  nextActionTimes: string[];
}

async function describeSchedule(temporal: TemporalHandle, automationId: string): Promise<ScheduleState | null> {
  try {
    const description = await temporal.client.schedule.getHandle(automationScheduleId(automationId)).describe();
    return { paused: description.state.paused, nextActionTimes: description.info.nextActionTimes.map((time) => time.toISOString()) };
  } catch (error) {
    if (error instanceof ScheduleNotFoundError) return null;
    throw error;
  }
}

/** The fallback timer's next wake, while it runs (it is stopped while paused, and ends after the last run). */
async function describeTimer(temporal: TemporalHandle, automationId: string, plan: Extract<SchedulePlan, { kind: 'timer' }>): Promise<ScheduleState> {
  if (plan.paused) return { paused: true, nextActionTimes: [] };
  const handle = temporal.client.workflow.getHandle(automationScheduleTimerId(automationId));
  try {
    if ((await handle.describe()).status.name !== 'RUNNING') return { paused: false, nextActionTimes: [] };
    const wake = await handle.query<string | null>(SCHEDULE_TIMER_NEXT_RUN_QUERY);
    return { paused: false, nextActionTimes: wake === null ? [] : [wake] };
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return { paused: false, nextActionTimes: [] };
    throw error;
  }
}
