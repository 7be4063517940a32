import { ScheduleNotFoundError, type ScheduleDescription } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncAutomationSchedule } from '../../../api/automations/schedule-sync';
import { SCHEDULE_PAUSE_NOTES } from '../../../api/automations/schedule-plan';
import type { Schedule } from '../../../domain/automation/definition';
import { automationScheduleId, scheduledRunWorkflowIdPrefix, type AutomationRunInput } from '../../../domain/automation/run-state';
import { upcomingRuns } from '../../../domain/automation/schedule';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertAutomation, manualDefinition, saveVersion, scheduleDefinition, waitFor } from './trigger-support';

/** Saving an automation with a schedule trigger keeps a Temporal Schedule whose next actions are seed 001 §4's next runs. */
describe('automation schedules on Temporal', () => {
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
  const handleOf = (automationId: string) => t.temporal.client.schedule.getHandle(automationScheduleId(automationId));
  const describeSchedule = (automationId: string) => handleOf(automationId).describe();
  const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

  async function scheduled(schedule: Schedule, options: { timeZone?: string; status?: 'active' | 'inactive' } = {}) {
    const id = await insertAutomation(t.database.db, userId, { definition: scheduleDefinition(schedule), ...options });
    await sync(id);
    return id;
  }

  /** Temporal's next actions, checked against upcomingRuns for as many as Temporal lists. */
  function expectAgreement(description: ScheduleDescription, schedule: Schedule, timeZone = 'UTC'): string[] {
    const temporal = iso(description.info.nextActionTimes);
    expect(temporal.length).toBeGreaterThan(0);
    expect(temporal).toEqual(iso(upcomingRuns(schedule, new Date(), temporal.length, timeZone)));
    return temporal;
  }

  it('creates a one-off schedule that fires once, at its date and time', async () => {
    const schedule: Schedule = { type: 'once', startDate: '2030-06-01', time: '12:00', enabled: true };
    const id = await scheduled(schedule);
    const description = await describeSchedule(id);
    expect(expectAgreement(description, schedule)).toEqual(['2030-06-01T12:00:00.000Z']);
    expect(description.state.paused).toBe(false);
    expect(description.policies).toMatchObject({ overlap: 'SKIP', catchupWindow: 60_000 });
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'automationRun', taskQueue: t.temporal.taskQueue, workflowId: scheduledRunWorkflowIdPrefix(id) });
    const [input] = description.action.args as [AutomationRunInput];
    expect(input).toEqual({ runId: null, userId, automationId: id, version: null, triggerType: 'schedule', triggerData: {} });
  });

  it('steps an hourly schedule by its interval from the start', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '08:15', recurrence: { frequency: 'hourly', interval: 5 }, enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule)), schedule);
    expect(times.slice(0, 4)).toEqual(['2030-01-01T08:15:00.000Z', '2030-01-01T13:15:00.000Z', '2030-01-01T18:15:00.000Z', '2030-01-01T23:15:00.000Z']);
  });

  it('runs a daily schedule every day at its time', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule)), schedule);
    expect(times.slice(0, 2)).toEqual(['2030-01-01T09:00:00.000Z', '2030-01-02T09:00:00.000Z']);
  });

  it('runs a weekly schedule on the chosen days of the week', async () => {
    // 2030-01-01 is a Tuesday; Monday, Wednesday and Friday at 10:30.
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '10:30', recurrence: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] }, enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule)), schedule);
    expect(times.slice(0, 4)).toEqual(['2030-01-02T10:30:00.000Z', '2030-01-04T10:30:00.000Z', '2030-01-07T10:30:00.000Z', '2030-01-09T10:30:00.000Z']);
  });

  it('clamps a monthly day 31 to the length of shorter months', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-31', time: '07:00', recurrence: { frequency: 'monthly', interval: 1, dayOfMonth: 31 }, enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule)), schedule);
    expect(times.slice(0, 4)).toEqual(['2030-01-31T07:00:00.000Z', '2030-02-28T07:00:00.000Z', '2030-03-31T07:00:00.000Z', '2030-04-30T07:00:00.000Z']);
  });

  it('stops after the end date (which still runs)', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, endDate: '2030-01-03', enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule)), schedule);
    expect(times).toEqual(['2030-01-01T09:00:00.000Z', '2030-01-02T09:00:00.000Z', '2030-01-03T09:00:00.000Z']);
  });

  it('keeps the wall-clock time in America/Los_Angeles across the start of daylight-saving time', async () => {
    // DST starts on 2030-03-10: 09:00 PST is 17:00Z before, 09:00 PDT is 16:00Z after.
    const schedule: Schedule = { type: 'recurring', startDate: '2030-03-08', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const times = expectAgreement(await describeSchedule(await scheduled(schedule, { timeZone: 'America/Los_Angeles' })), schedule, 'America/Los_Angeles');
    expect(times.slice(0, 4)).toEqual(['2030-03-08T17:00:00.000Z', '2030-03-09T17:00:00.000Z', '2030-03-10T16:00:00.000Z', '2030-03-11T16:00:00.000Z']);
  });

  it('pauses the schedule, saying why, while the trigger is off or the automation inactive', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: false };
    const off = await describeSchedule(await scheduled(schedule));
    expect(off.state).toMatchObject({ paused: true, note: SCHEDULE_PAUSE_NOTES.triggerOff });

    const inactiveId = await scheduled({ ...schedule, enabled: true }, { status: 'inactive' });
    expect((await describeSchedule(inactiveId)).state).toMatchObject({ paused: true, note: SCHEDULE_PAUSE_NOTES.inactive });

    // Activated again: the same schedule is updated and runs.
    await t.database.db.updateTable('automations').set({ status: 'active' }).where('id', '=', inactiveId).execute();
    await sync(inactiveId);
    expect((await describeSchedule(inactiveId)).state.paused).toBe(false);
  });

  it('updates the schedule when a new version changes it, and syncing again changes nothing', async () => {
    const first: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const id = await scheduled(first);
    const second: Schedule = { ...first, time: '18:45' };
    await saveVersion(t.database.db, id, 2, scheduleDefinition(second));
    await sync(id);
    await sync(id);
    const times = expectAgreement(await describeSchedule(id), second);
    expect(times[0]).toBe('2030-01-01T18:45:00.000Z');
  });

  it('deletes the schedule when the trigger is removed or the automation deleted', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const removed = await scheduled(schedule);
    await saveVersion(t.database.db, removed, 2, manualDefinition());
    await sync(removed);
    await expect(describeSchedule(removed)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    await sync(removed); // nothing left to delete: no error

    const deleted = await scheduled(schedule);
    await t.database.db.deleteFrom('automations').where('id', '=', deleted).execute();
    await sync(deleted);
    await expect(describeSchedule(deleted)).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });

  it('shows the next run beside Temporal’s next actions, and why a schedule Temporal cannot follow runs on the fallback timer', async () => {
    const daily: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const id = await scheduled(daily, { timeZone: 'America/Los_Angeles' });
    const info = await t.app.inject({ method: 'GET', url: `/api/automations/${id}/schedule`, headers: { cookie } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ timeZone: 'America/Los_Angeles', nextRun: '2030-01-01T17:00:00.000Z', paused: false, unsupported: null });
    expect(info.json().temporalNextActions.slice(0, 2)).toEqual(['2030-01-01T17:00:00.000Z', '2030-01-02T17:00:00.000Z']);

    // Every 2 days at 09:00 in a zone with DST is neither a calendar nor a fixed interval: no Schedule, the
    // fallback timer runs it (its next wake in temporalNextActions: schedules-fallback.test.ts).
    const everyOther = await scheduled({ ...daily, recurrence: { frequency: 'daily', interval: 2 } }, { timeZone: 'America/Los_Angeles' });
    await expect(describeSchedule(everyOther)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    const unsupported = (await t.app.inject({ method: 'GET', url: `/api/automations/${everyOther}/schedule`, headers: { cookie } })).json();
    expect(unsupported).toMatchObject({ nextRun: '2030-01-01T17:00:00.000Z', paused: false });
    expect(unsupported.unsupported).toMatch(/Every 2 days at a wall-clock time cannot be a Temporal calendar/);

    const other = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/automations/${id}/schedule`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('starts the automationRun workflow with the schedule trigger when the schedule fires', async () => {
    const schedule: Schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true };
    const id = await scheduled(schedule);
    await handleOf(id).trigger();
    const workflowId = await waitFor('the triggered action', async () => (await describeSchedule(id)).info.recentActions[0]?.action.workflow.workflowId);
    expect(workflowId.startsWith(scheduledRunWorkflowIdPrefix(id))).toBe(true);

    const workflow = t.temporal.client.workflow.getHandle(workflowId);
    const started = await workflow.describe();
    expect(started.type).toBe('automationRun');
    expect(started.taskQueue).toBe(t.temporal.taskQueue);
    const history = await workflow.fetchHistory();
    const payload = history.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
    const input = JSON.parse(Buffer.from(payload!.data!).toString('utf8')) as AutomationRunInput;
    expect(input).toEqual({ runId: null, userId, automationId: id, version: null, triggerType: 'schedule', triggerData: {} });

    // The interpreter records the run itself, with the time the schedule fired for.
    const run = await waitFor('the scheduled run row', () =>
      t.database.db.selectFrom('automation_runs').selectAll().where('automation_id', '=', id).executeTakeFirst(),
    );
    expect(run).toMatchObject({ trigger_type: 'schedule', version: 1, user_id: userId });
  });
});
