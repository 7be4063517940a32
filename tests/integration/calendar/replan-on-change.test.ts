import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** An event added, moved or deleted by hand over an accepted focus-time plan asks for a new plan (issue 10). */
describe('calendar changes and the accepted focus-time plan', () => {
  let t: TestApp;
  let api: Api;
  let userId: string;
  let acceptedId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    userId = user.user.id;
    api = apiAs(t.app, user.cookie);
    const accepted = await t.database.db
      .insertInto('time_block_plans')
      .values({
        user_id: userId,
        status: 'accepted',
        workflow_id: 'time-block-plan:test',
        range_start: new Date('2031-03-03T08:00:00Z'),
        range_end: new Date('2031-03-08T08:00:00Z'),
        blocks: '[]',
        at_risk: '[]',
        changes: '[]',
        decided_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    acceptedId = accepted.id;
  });
  afterAll(async () => t?.close());

  const replans = () => t.database.db.selectFrom('time_block_plans').select(['id', 'status']).where('user_id', '=', userId).where('replaces_plan_id', '=', acceptedId).execute();

  it('leaves the plan alone for changes outside its range, and asks once for changes inside it', async () => {
    const outside = (await api.post('/api/calendar/events', { title: 'Later', start: '2031-04-01T17:00:00Z' })).json().event;
    await api.patch(`/api/calendar/events/${outside.id}`, { title: 'Later still', completed: true });
    expect(await replans()).toEqual([]);

    const hearing = (await api.post('/api/calendar/events', { title: 'Hearing', start: '2031-03-04T17:00:00Z' })).json().event;
    const [replan] = await replans();
    expect(replan).toMatchObject({ status: 'computing' });

    // Further changes reuse the replan under way instead of adding plans.
    await api.patch(`/api/calendar/events/${hearing.id}`, { start: '2031-03-05T17:00:00Z' });
    await api.delete(`/api/calendar/events/${hearing.id}`);
    expect((await replans()).map((plan) => plan.id)).toEqual([replan!.id]);
  });
});
