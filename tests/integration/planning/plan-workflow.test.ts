import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../../api/outbox/outbox';
import { requestReplan } from '../../../api/planning/request-replan';
import type { TimeBlockPlan } from '../../../domain/planning/plan';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { createTask, LA, mondayAhead, waitForNewPlan, waitForPlan } from './support';

/** Planning and re-planning on a real Temporal server: propose, accept, change the calendar, see what moved. */
describe('time-block planning workflow', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let other: { cookie: string };
  const monday = mondayAhead();
  const at = (hour: number, minute = 0, dayOffset = 0) => monday.plus({ days: dayOffset }).set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: false });

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    other = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object = {}, as = cookie) => t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload });

  it("refuses to plan with no open task: 'a time-block plan needs at least one valid task'", async () => {
    const response = await post('/api/planning/plans', { start: monday.toISODate(), days: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('a time-block plan needs at least one valid task');
    await createTask(t.app, cookie, { title: 'Already filed', status: 'Done' });
    expect((await post('/api/planning/plans', { start: monday.toISODate(), days: 2 })).statusCode).toBe(400);
  });

  let accepted: TimeBlockPlan;

  it('proposes focus blocks, then accepting puts them on the calendar', async () => {
    const brief = await createTask(t.app, cookie, { title: 'Draft the trial brief', priority: 'Urgent', estimatedDuration: 180, dueDate: at(17, 0, 1) });
    const review = await createTask(t.app, cookie, { title: 'Review the QME report', priority: 'Medium', estimatedDuration: 45 });
    await createTask(t.app, cookie, { title: 'Waiting on the court', priority: 'High', status: 'Blocked' });

    const created = await post('/api/planning/plans', { start: monday.toISODate(), days: 2 });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json().plan).toMatchObject({ status: 'computing', rangeStart: monday.toUTC().toISO() });
    const plan = await waitForPlan(t.app, cookie, created.json().plan.id);
    expect(plan.status).toBe('proposed');
    expect(plan.blocks.map((b) => [b.title, b.start, b.end])).toEqual([
      ['Draft the trial brief', at(9), at(10, 30)],
      ['Draft the trial brief', at(10, 45), at(12, 15)],
      ['Review the QME report', at(12, 30), at(13, 15)],
    ]);
    expect(plan.atRisk).toEqual([]);
    const handle = t.temporal.client.workflow.getHandle(`time-block-plan:${plan.id}`);
    expect(await handle.result()).toMatchObject({ status: 'proposed', blocks: 3 });

    // Another user's plan is not there for them.
    expect((await t.app.inject({ method: 'GET', url: `/api/planning/plans/${plan.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await post(`/api/planning/plans/${plan.id}/accept`, {}, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/planning/plans/${plan.id}/dismiss`, {}, other.cookie)).statusCode).toBe(404);

    const accept = await post(`/api/planning/plans/${plan.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    accepted = accept.json().plan;
    expect(accepted.status).toBe('accepted');
    const events = accept.json().events as Array<Record<string, unknown>>;
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ title: 'Focus: Draft the trial brief', sourceId: 'timeblock', color: '#673AB7', tags: ['focus', 'work'], start: at(9), end: at(10, 30), timeZone: LA });
    const rows = await t.database.db.selectFrom('calendar_events').selectAll().where('user_id', '=', userId).where('plan_id', '=', plan.id).execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.time_block_id)).size).toBe(3);
    expect(rows.every((r) => r.task_id === null && r.description.includes(brief.id) !== r.description.includes(review.id))).toBe(true);
    expect((await post(`/api/planning/plans/${plan.id}/accept`)).statusCode).toBe(409);
  });

  it('an event added by hand over a block brings a new proposal listing what moved', async () => {
    const added = await post('/api/calendar/events', { title: 'Deposition of Dr. Lee', start: at(10), end: at(11, 30) });
    expect(added.statusCode, added.body).toBe(201);
    const replan = await waitForNewPlan(t.app, cookie, accepted.id);
    expect(replan).toMatchObject({ status: 'proposed', replacesPlanId: accepted.id });
    expect(replan.blocks.every((b) => b.end <= at(10)! || b.start >= at(11, 30)!)).toBe(true);
    expect(replan.changes.length).toBeGreaterThan(0);
    expect(replan.changes[0]).toMatchObject({ title: 'Draft the trial brief', from: { start: at(9), end: at(10, 30) }, to: { start: at(9), end: at(10) } });

    // Accepting it swaps the focus blocks on the calendar.
    const accept = await post(`/api/planning/plans/${replan.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    const focus = await t.database.db.selectFrom('calendar_events').select(['plan_id']).where('user_id', '=', userId).where('source_id', '=', 'timeblock').execute();
    expect(focus.every((row) => row.plan_id === replan.id)).toBe(true);
    expect((await t.database.db.selectFrom('time_block_plans').select('status').where('id', '=', accepted.id).executeTakeFirstOrThrow()).status).toBe('superseded');
    accepted = accept.json().plan;
  });

  it('requestReplan coalesces a burst of changes into one replan', async () => {
    const outbox = new Outbox(t.database.db, t.temporal, { warn: () => undefined });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await outbox.transaction((trx, intents) => requestReplan(trx, intents, userId)));
    expect(ids[0]).toBeTruthy();
    expect(new Set(ids).size).toBe(1);
    const pending = await t.database.db.selectFrom('time_block_plans').select('id').where('user_id', '=', userId).where('replaces_plan_id', '=', accepted.id).execute();
    expect(pending).toHaveLength(1);
    await outbox.relay.stop();
    // Nothing moved, and nobody asked by hand: the replan is not kept, the accepted plan stays the latest.
    expect(await t.temporal.client.workflow.getHandle(`time-block-plan:${ids[0]}`).result()).toMatchObject({ status: 'unchanged' });
    expect((await t.app.inject({ method: 'GET', url: `/api/planning/plans/${ids[0]}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/planning/plans/latest', headers: { cookie } })).json().plan).toMatchObject({ id: accepted.id, status: 'accepted' });
    // A change outside what is left of the plan's range asks for nothing.
    const outside = await outbox.transaction((trx, intents) => requestReplan(trx, intents, userId, [{ start: '2001-01-01T00:00:00Z', end: '2001-01-01T01:00:00Z' }]));
    expect(outside).toBeNull();
    await outbox.relay.stop();
  });

  it('a user without an accepted plan has nothing to replan', async () => {
    const outbox = new Outbox(t.database.db, t.temporal, { warn: () => undefined });
    const otherId = (await t.database.db.selectFrom('users').select('id').where('id', '!=', userId).executeTakeFirstOrThrow()).id;
    expect(await outbox.transaction((trx, intents) => requestReplan(trx, intents, otherId))).toBeNull();
    await outbox.relay.stop();
  });

  it('dismisses a proposal', async () => {
    const created = await post('/api/planning/plans', { start: monday.plus({ weeks: 1 }).toISODate(), days: 1 });
    const plan = await waitForPlan(t.app, cookie, created.json().plan.id);
    const dismissed = await post(`/api/planning/plans/${plan.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().plan.status).toBe('dismissed');
    expect((await post(`/api/planning/plans/${plan.id}/dismiss`)).statusCode).toBe(409);
    // A dismissed plan is history: the accepted one is the latest again.
    expect((await t.app.inject({ method: 'GET', url: '/api/planning/plans/latest', headers: { cookie } })).json().plan).toMatchObject({ status: 'accepted' });
  });
});
