import { ScheduleAlreadyRunning, ScheduleNotFoundError, WorkflowNotFoundError, type ScheduleHandle, type ScheduleUpdateOptions } from '@temporalio/client';
import { automationScheduleId, automationScheduleTimerId, scheduledRunWorkflowIdPrefix, type AutomationRunInput } from '../../domain/automation/run-state';
import type { automationScheduleTimer } from '../../workflows/automation-schedule-timer';
import type { TemporalHandle } from '../temporal/client';
import { loadVersionDefinition } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { planSchedule } from './schedule-plan';

/** Runs missed while the server was down are not fired late, past this window (nextRun never gives past times). */
const CATCHUP_WINDOW = '1 minute';

/**
 * Brings the automation's schedule in line with its current version: a Temporal Schedule created or
 * updated when it has a schedule trigger, paused when the trigger or the automation is disabled, deleted
 * when it has none (or the automation is gone). A schedule Temporal cannot express exactly runs on the
 * fallback timer workflow instead, restarted here so it reads the new version, and stopped while off.
 * Call after every save, restore, status change and delete.
 */
export async function syncAutomationSchedule(deps: Pick<AutomationRoutesOptions, 'db' | 'temporal'>, automationId: string): Promise<void> {
  const automation = await deps.db.selectFrom('automations').select(['id', 'user_id', 'status', 'time_zone', 'current_version']).where('id', '=', automationId).executeTakeFirst();
  const definition = automation && automation.current_version > 0 ? await loadVersionDefinition(deps.db, automationId, automation.current_version) : null;
  const plan = planSchedule(automation, definition);
  const handle = deps.temporal.client.schedule.getHandle(automationScheduleId(automationId));
  if (!automation || plan.kind !== 'schedule') {
    await deleteSchedule(handle);
    if (plan.kind === 'timer' && !plan.paused) return restartTimer(deps.temporal, automationId);
    return stopTimer(deps.temporal, automationId);
  }
  // Stopped before the Schedule exists, so the two never both fire.
  await stopTimer(deps.temporal, automationId);

  const input: AutomationRunInput = { runId: null, userId: automation.user_id, automationId, version: null, triggerType: 'schedule', triggerData: {} };
  const schedule: ScheduleUpdateOptions = {
    spec: plan.spec,
    action: { type: 'startWorkflow', workflowType: 'automationRun', taskQueue: deps.temporal.taskQueue, workflowId: scheduledRunWorkflowIdPrefix(automationId), args: [input] },
    policies: { overlap: 'SKIP', catchupWindow: CATCHUP_WINDOW },
    state: { paused: plan.paused, ...(plan.note ? { note: plan.note } : {}) },
  };
  try {
    await deps.temporal.client.schedule.create({ scheduleId: handle.scheduleId, ...schedule });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await handle.update(() => schedule);
  }
}

async function deleteSchedule(handle: ScheduleHandle): Promise<void> {
  try {
    await handle.delete();
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
}

/** A fresh timer in place of any running one (terminated by the start itself, so two never run at once). */
async function restartTimer(temporal: TemporalHandle, automationId: string): Promise<void> {
  await temporal.client.workflow.start<typeof automationScheduleTimer>('automationScheduleTimer', {
    workflowId: automationScheduleTimerId(automationId),
    taskQueue: temporal.taskQueue,
    args: [{ automationId, after: null }],
    workflowIdConflictPolicy: 'TERMINATE_EXISTING',
  });
}

async function stopTimer(temporal: TemporalHandle, automationId: string): Promise<void> {
  try {
    await temporal.client.workflow.getHandle(automationScheduleTimerId(automationId)).terminate('The automation’s schedule changed or stopped.');
  } catch (error) {
    // None running: never started, already ended, or stopped by an earlier sync.
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  }
}
