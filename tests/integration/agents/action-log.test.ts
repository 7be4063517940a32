import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propose } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('action log and feedback', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, user: { id: userId } } = await signUpUser(t.app));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: { cookie },
      payload: { name: 'Classifier', type: 'document', autonomyLevel: 'semi-autonomous', capabilities: ['ai.classify', 'task.create', 'email.send_reply'] },
    });
    agentId = created.json().agent.id;
  });
  afterAll(async () => t?.close());

  const log = async (query = '', as = cookie, id = agentId) => t.app.inject({ method: 'GET', url: `/api/agents/${id}/log${query}`, headers: { cookie: as } });
  const feedback = (actionId: string, payload: Record<string, unknown> | null, method: 'PUT' | 'DELETE' = 'PUT', as = cookie) =>
    t.app.inject({ method, url: `/api/agents/${agentId}/actions/${actionId}/feedback`, headers: { cookie: as }, payload: payload ?? {} });

  it('logs a real action as start then completion, newest first, and a failed one with its error', async () => {
    const ok = await propose(t.app, cookie, agentId, { type: 'ai.classify', params: { text: 'NOTICE OF HEARING before the WCAB, ADJ1234567' } });
    await t.temporal.client.workflow.getHandle(ok.json().workflowId).result();
    const bad = await propose(t.app, cookie, agentId, { type: 'task.create', params: {} });
    await t.temporal.client.workflow.getHandle(bad.json().workflowId).result();

    const response = await log();
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(entries.map((entry: { id: string }) => entry.id)).toEqual([
      `${bad.json().actionId}:action_error`,
      `${bad.json().actionId}:action_start`,
      `${ok.json().actionId}:action_complete`,
      `${ok.json().actionId}:action_start`,
    ]);
    expect(entries[0]).toMatchObject({ type: 'action_error', agentId, actionType: 'task.create', action: 'Create a task', result: null, feedback: null });
    expect(entries[0].error).toEqual(expect.any(String));
    expect(entries[2]).toMatchObject({ type: 'action_complete', actionType: 'ai.classify', action: 'Classify', error: null, result: { analyser: 'offline' } });
    const times = entries.map((entry: { timestamp: string }) => Date.parse(entry.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await log('?limit=1')).json().entries).toHaveLength(1);
    expect((await log('?limit=0')).statusCode).toBe(400);

    // Feedback on the completed action shows in the log; only a completed action takes it.
    const rated = await feedback(ok.json().actionId, { rating: 'good', note: 'Right category' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().feedback).toMatchObject({ actionId: ok.json().actionId, rating: 'good', note: 'Right category' });
    const changed = await feedback(ok.json().actionId, { rating: 'bad' });
    expect(changed.json().feedback).toMatchObject({ rating: 'bad', note: '' });
    const after = (await log()).json().entries;
    expect(after[2].feedback).toEqual({ rating: 'bad', note: '' });
    expect(after[3].feedback).toEqual({ rating: 'bad', note: '' });
    const refused = await feedback(bad.json().actionId, { rating: 'good' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Only a completed action can be rated.');

    const events = await t.database.db.selectFrom('live_events').select('subject').where('user_id', '=', userId).where('type', '=', 'agents.changed').execute();
    expect(events.some((event) => (event.subject as { agentId?: string }).agentId === agentId)).toBe(true);

    expect((await feedback(ok.json().actionId, null, 'DELETE')).statusCode).toBe(204);
    expect((await log()).json().entries[2].feedback).toBeNull();
  });

  it('keeps a pending action as a start only', async () => {
    const waiting = await propose(t.app, cookie, agentId, { type: 'email.send_reply', params: { accountId: 'x', messageId: 'y' } });
    const { entries } = (await log()).json();
    expect(entries[0]).toMatchObject({ id: `${waiting.json().actionId}:action_start`, type: 'action_start' });
    expect(entries.filter((entry: { actionId: string }) => entry.actionId === waiting.json().actionId)).toHaveLength(1);
    const refused = await feedback(waiting.json().actionId, { rating: 'good' });
    expect(refused.statusCode).toBe(409);
  });

  it("answers 404 for another user's agent or action, and for an action of another agent", async () => {
    const stranger = await signUpUser(t.app);
    const theirs = await log('', stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ code: 'not_found', message: `Agent with ID ${agentId} not found.` });
    const { entries } = (await log()).json();
    const completed = entries.find((entry: { type: string }) => entry.type === 'action_complete');
    const put = await feedback(completed.actionId, { rating: 'bad' }, 'PUT', stranger.cookie);
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe(`Agent with ID ${agentId} not found.`);
    const del = await feedback(completed.actionId, null, 'DELETE', stranger.cookie);
    expect(del.statusCode).toBe(404);
    const missing = await feedback(randomUUID(), { rating: 'good' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Action not found');
    const unknownAgent = randomUUID();
    const none = await log('', cookie, unknownAgent);
    expect(none.json().error.message).toBe(`Agent with ID ${unknownAgent} not found.`);
  });
});
