import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBehaviour } from '../../../activities/learning/record-behaviour';
import { ensureSuggestionCheckSchedule } from '../../../api/learning/schedule';
import { SUGGESTION_CHECK_SCHEDULE_ID } from '../../../domain/learning/constants';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('the hourly suggestion check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  it('is a Temporal Schedule every 3,600,000 ms that starts the check on this process’s task queue', async () => {
    // Another process (or test) may have made it first: it is then pointed at this queue, and left alone after that.
    expect(['created', 'exists', 'updated']).toContain(await ensureSuggestionCheckSchedule(t.temporal));
    expect(await ensureSuggestionCheckSchedule(t.temporal)).toBe('exists');
    const description = await t.temporal.client.schedule.getHandle(SUGGESTION_CHECK_SCHEDULE_ID).describe();
    expect(description.spec.intervals?.map((interval) => interval.every)).toEqual([3_600_000]);
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'suggestionCheck', taskQueue: t.temporal.taskQueue });
    expect(description.policies.overlap).toBe('SKIP');
  });

  it('the workflow it starts checks the people with new behaviours, once', async () => {
    const { cookie, user } = await signUpUser(t.app);
    for (let index = 0; index < 3; index++) await recordBehaviour(t.database.db, user.id, { type: 'email.archive', context: { senderDomain: 'newsletters.example.com' } });
    const run = () => t.temporal.client.workflow.execute('suggestionCheck', { taskQueue: t.temporal.taskQueue, workflowId: `suggestion-check-test-${Date.now()}`, args: [] });
    const first = (await run()) as { users: number; created: number };
    expect(first).toEqual({ users: 1, created: 1 });
    const suggestions = (await t.app.inject({ method: 'GET', url: '/api/learning/suggestions', headers: { cookie } })).json().suggestions as Array<{ description: string }>;
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual([expect.stringContaining('newsletters.example.com')]);
    // Nothing new since: this person is not checked again.
    const second = (await run()) as { users: number; created: number };
    expect(second).toEqual({ users: 0, created: 0 });
  });
});
