import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMessageId, signedInWithDemoMailbox, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTask, LA, waitForNewPlan, waitForPlan } from './support';

/** A hearing that e-mail analysis puts on the calendar over a focus block brings a replan (the analysis workflow's child). */
describe('re-planning after e-mail analysis changes the calendar', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, accountId } = await signedInWithDemoMailbox(t));
  });
  afterAll(async () => t?.close());

  it('proposes a new plan that moves the block the hearing now covers', async () => {
    // The demo notice sets the settlement conference 18 court days ahead at 8:30 a.m. (Los Angeles).
    let day = DateTime.now().setZone(LA).startOf('day').plus({ days: 18 });
    while (day.weekday > 5) day = day.plus({ days: 1 });
    const at = (hour: number, minute = 0) => day.set({ hour, minute }).toUTC().toISO();

    await createTask(t.app, cookie, { title: 'Prepare the settlement valuation', priority: 'High', estimatedDuration: 90 });
    const created = await t.app.inject({ method: 'POST', url: '/api/planning/plans', headers: { cookie }, payload: { start: day.toISODate(), days: 1 } });
    const plan = await waitForPlan(t.app, cookie, created.json().plan.id);
    expect(plan.blocks.map((b) => [b.start, b.end])).toEqual([[at(9), at(10, 30)]]);
    expect((await t.app.inject({ method: 'POST', url: `/api/planning/plans/${plan.id}/accept`, headers: { cookie }, payload: {} })).statusCode).toBe(200);

    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    expect((await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analyse`, headers: { cookie }, payload: {} })).statusCode).toBe(202);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.event.start).toBe(at(8, 30));

    const replan = await waitForNewPlan(t.app, cookie, plan.id);
    expect(replan).toMatchObject({ status: 'proposed', replacesPlanId: plan.id });
    expect(replan.changes).toEqual([
      { taskId: plan.blocks[0]!.taskId, title: 'Prepare the settlement valuation', from: { start: at(9), end: at(10, 30) }, to: { start: at(9, 30), end: at(11) } },
    ]);
    const child = await t.temporal.client.workflow.getHandle(`time-block-plan:${replan.id}`).result();
    expect(child).toMatchObject({ status: 'proposed', blocks: 1 });
  });
});
