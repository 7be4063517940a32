import { ScheduleNotFoundError, WorkflowNotFoundError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAutomationSchedule } from '../../../api/automations/schedule-sync';
import type { ScheduleInfo } from '../../../domain/automation/contract';
import type { Schedule } from '../../../domain/automation/definition';
import { automationScheduleId, automationScheduleTimerId, SCHEDULE_TIMER_NEXT_RUN_QUERY, scheduledRunWorkflowIdPrefix } from '../../../domain/automation/run-state';
import { nextRun } from '../../../domain/automation/schedule';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertAutomation, manualDefinition, saveVersion, scheduleDefinition, waitFor } from './trigger-support';

const LA = 'America/Los_Angeles';
/** 2030-01-01 is a Tuesday; 09:00 PST is 17:00Z. */
const everyTwoWeeks: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'weekly', interval: 2, daysOfWeek: [2] }, enabled: true };

/** The date and wall-clock time of `at` in `timeZone`, as a schedule gives them. */
function localDateTime(at: Date, timeZone: string): { startDate: string; time: string } {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return { startDate: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Schedules a Temporal Schedule cannot express run on the fallback timer workflow, by seed 001 §4's rules. */
describe('automation schedules on the fallback timer', () => {
  let t: TestApp;
  let userId: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    userId = user.user.id;
    cookie = user.cookie;
  });
  afterAll(async () => t?.close());

  const sync = (automationId: string) => syncAutomationSchedule({ db: t.database.db, temporal: t.temporal }, automationId);
  const describeSchedule = (automationId: string) => t.temporal.client.schedule.getHandle(automationScheduleId(automationId)).describe();
  const timerOf = (automationId: string) => t.temporal.client.workflow.getHandle(automationScheduleTimerId(automationId));
  const timerStatus = async (automationId: string) => (await timerOf(automationId).describe()).status.name;
  const scheduleInfo = async (automationId: string): Promise<ScheduleInfo> => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/automations/${automationId}/schedule`, headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };

  async function scheduled(schedule: Schedule, options: { timeZone?: string; status?: 'active' | 'inactive' } = {}) {
    const id = await insertAutomation(t.database.db, userId, { definition: scheduleDefinition(schedule), timeZone: LA, ...options });
    await sync(id);
    return id;
  }

  /** The time the timer sleeps until, once it has worked it out (`expected`: once it is that one). */
  const timerWake = (automationId: string, expected?: string) =>
    waitFor(`the timer's next wake${expected ? ` to be ${expected}` : ''}`, async () => {
      const wake = await timerOf(automationId).query<string | null>(SCHEDULE_TIMER_NEXT_RUN_QUERY);
      return wake !== null && (expected === undefined || wake === expected) ? wake : undefined;
    });

  it('runs every 2 weeks at a wall-clock time on a timer that wakes at the next run by seed 001 §4', async () => {
    const id = await scheduled(everyTwoWeeks);
    await expect(describeSchedule(id)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect(await timerOf(id).describe()).toMatchObject({ type: 'automationScheduleTimer', taskQueue: t.temporal.taskQueue, status: { name: 'RUNNING' } });
    const expected = nextRun(everyTwoWeeks, new Date(), LA)!.toISOString();
    expect(expected).toBe('2030-01-01T17:00:00.000Z');
    expect(await timerWake(id)).toBe(expected);

    const info = await scheduleInfo(id);
    expect(info).toMatchObject({ timeZone: LA, nextRun: expected, temporalNextActions: [expected], paused: false });
    expect(info.unsupported).toMatch(/^Every 2 weeks cannot be a Temporal calendar/);
  });

  it('steps a schedule that started in the past from now, here every 5 months', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2024-01-31', time: '07:30', recurrence: { frequency: 'monthly', interval: 5, dayOfMonth: 31 }, enabled: true };
    const id = await scheduled(schedule);
    const expected = nextRun(schedule, new Date(), LA)!.toISOString();
    expect(await timerWake(id)).toBe(expected);
    const info = await scheduleInfo(id);
    expect(info).toMatchObject({ nextRun: expected, temporalNextActions: [expected], paused: false });
    expect(info.unsupported).toMatch(/^Every 5 months falls on different months each year/);
  });

  it('fires the run at its time, which the interpreter records with the scheduled time, and skips a run no longer wanted', { timeout: 150_000 }, async () => {
    // Every 2 days (never a Temporal Schedule in Los Angeles), first at the next whole minute at least 15 s away.
    const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    const schedule: Schedule = { type: 'recurring', ...localDateTime(at, LA), recurrence: { frequency: 'daily', interval: 2 }, enabled: true };
    expect(nextRun(schedule, new Date(), LA)).toEqual(at);
    const fires = await scheduled(schedule);
    const skipped = await scheduled(schedule);
    expect(await timerWake(fires)).toBe(at.toISOString());
    expect(await timerWake(skipped)).toBe(at.toISOString());
    // Turned off straight in the database, with no sync to stop its timer: the timer checks again when it wakes.
    await saveVersion(t.database.db, skipped, 2, scheduleDefinition({ ...schedule, enabled: false }));

    // The id a Temporal Schedule would give the run: the prefix and the time to the second.
    const runWorkflowIdOf = (automationId: string) => `${scheduledRunWorkflowIdPrefix(automationId)}-${at.toISOString().replace('.000Z', 'Z')}`;
    const run = await waitFor(
      'the scheduled run to complete',
      () => t.database.db.selectFrom('automation_runs').selectAll().where('automation_id', '=', fires).where('status', '=', 'completed').executeTakeFirst(),
      at.getTime() - Date.now() + 30_000,
    );
    expect(run).toMatchObject({ trigger_type: 'schedule', version: 1, user_id: userId, workflow_id: runWorkflowIdOf(fires), trigger_data: { schedule: { scheduledAt: at.toISOString() } } });
    expect(run.started_at.getTime()).toBeGreaterThanOrEqual(at.getTime());
    // Then it sleeps until the run two days on.
    const following = nextRun(schedule, at, LA)!.toISOString();
    expect(following).not.toBe(at.toISOString());
    await timerWake(fires, following);

    await timerOf(skipped).result(); // it wants no more runs: ended
    await expect(t.temporal.client.workflow.getHandle(runWorkflowIdOf(skipped)).describe()).rejects.toBeInstanceOf(WorkflowNotFoundError);
    expect(await t.database.db.selectFrom('automation_runs').select('id').where('automation_id', '=', skipped).execute()).toEqual([]);
  });

  it('stops the timer while the trigger is off or the automation inactive, and starts it again when turned on', async () => {
    const id = await scheduled(everyTwoWeeks);
    await timerWake(id);
    await saveVersion(t.database.db, id, 2, scheduleDefinition({ ...everyTwoWeeks, enabled: false }));
    await sync(id);
    expect(await timerStatus(id)).toBe('TERMINATED');
    const off = await scheduleInfo(id);
    expect(off).toMatchObject({ nextRun: null, temporalNextActions: [], paused: true });
    expect(off.unsupported).toMatch(/^Every 2 weeks/);
    await sync(id); // nothing left to stop: no error

    await saveVersion(t.database.db, id, 3, scheduleDefinition(everyTwoWeeks));
    await sync(id);
    expect(await timerWake(id)).toBe('2030-01-01T17:00:00.000Z');

    await t.database.db.updateTable('automations').set({ status: 'inactive' }).where('id', '=', id).execute();
    await sync(id);
    expect(await timerStatus(id)).toBe('TERMINATED');
    expect(await scheduleInfo(id)).toMatchObject({ temporalNextActions: [], paused: true });

    const neverActive = await scheduled(everyTwoWeeks, { status: 'inactive' });
    await expect(timerOf(neverActive).describe()).rejects.toBeInstanceOf(WorkflowNotFoundError);
  });

  it('stops the timer when the trigger is removed or the automation deleted', async () => {
    const removed = await scheduled(everyTwoWeeks);
    await timerWake(removed);
    await saveVersion(t.database.db, removed, 2, manualDefinition());
    await sync(removed);
    expect(await timerStatus(removed)).toBe('TERMINATED');

    const deleted = await scheduled(everyTwoWeeks);
    await timerWake(deleted);
    await t.database.db.deleteFrom('automations').where('id', '=', deleted).execute();
    await sync(deleted);
    expect(await timerStatus(deleted)).toBe('TERMINATED');
  });

  it('hands over to a Temporal Schedule when a new version can be one, and back', async () => {
    const id = await scheduled(everyTwoWeeks);
    const first = await timerOf(id).describe();
    await sync(id); // every sync starts a fresh timer in place of the old one
    expect((await timerOf(id).describe()).runId).not.toBe(first.runId);
    expect((await t.temporal.client.workflow.getHandle(automationScheduleTimerId(id), first.runId).describe()).status.name).toBe('TERMINATED');

    const weekly: Schedule = { ...everyTwoWeeks, recurrence: { frequency: 'weekly', interval: 1, daysOfWeek: [2] } };
    await saveVersion(t.database.db, id, 2, scheduleDefinition(weekly));
    await sync(id);
    expect(await timerStatus(id)).toBe('TERMINATED');
    const temporalTimes = (await describeSchedule(id)).info.nextActionTimes.map((time) => time.toISOString());
    expect(temporalTimes.slice(0, 2)).toEqual(['2030-01-01T17:00:00.000Z', '2030-01-08T17:00:00.000Z']);
    expect(await scheduleInfo(id)).toMatchObject({ unsupported: null, paused: false, temporalNextActions: temporalTimes });

    await saveVersion(t.database.db, id, 3, scheduleDefinition(everyTwoWeeks));
    await sync(id);
    await expect(describeSchedule(id)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect(await timerWake(id)).toBe('2030-01-01T17:00:00.000Z');
  });
});
