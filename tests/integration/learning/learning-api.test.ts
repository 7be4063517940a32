import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBehaviour } from '../../../activities/learning/record-behaviour';
import { runLearningCheck } from '../../../activities/learning/check';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('the learning API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });

  it('another user’s suggestion is not found (404), to accept or to dismiss', async () => {
    const owner = await signUpUser(t.app);
    for (let day = 1; day <= 3; day++) await recordBehaviour(t.database.db, owner.user.id, { type: 'email.archive', context: { senderDomain: 'news.example.com' } });
    const { created } = await runLearningCheck(t.database.db, owner.user.id);
    expect(created).toHaveLength(1);
    const other = await signUpUser(t.app);
    for (const verb of ['accept', 'dismiss']) {
      const response = await call(other.cookie, 'POST', `/api/learning/suggestions/${created[0]!.id}/${verb}`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Suggestion not found' } });
    }
    expect((await call(other.cookie, 'GET', '/api/learning/suggestions')).json().suggestions).toEqual([]);
    // Dismissed, never suggested again for that pattern.
    const dismissed = await call(owner.cookie, 'POST', `/api/learning/suggestions/${created[0]!.id}/dismiss`, {});
    expect(dismissed.json().suggestion.status).toBe('dismissed');
    await recordBehaviour(t.database.db, owner.user.id, { type: 'email.archive', context: { senderDomain: 'news.example.com' } });
    expect((await call(owner.cookie, 'POST', '/api/learning/check', {})).json().created).toEqual([]);
    expect((await call(owner.cookie, 'GET', '/api/learning/suggestions')).json().suggestions).toEqual([]);
    expect((await call(owner.cookie, 'GET', '/api/learning/suggestions?status=dismissed')).json().suggestions).toHaveLength(1);
  });

  it('keeps a window of the last 100 behaviours per user, and forgets them on request', async () => {
    const { cookie, user } = await signUpUser(t.app);
    for (let index = 0; index < 101; index++) await recordBehaviour(t.database.db, user.id, { type: 'email.read', context: { index } });
    const list = (await call(cookie, 'GET', '/api/learning/behaviours')).json().behaviours as Array<{ context: { index: number } }>;
    expect(list).toHaveLength(100);
    expect(list[0]!.context.index).toBe(100);
    expect(list.at(-1)!.context.index).toBe(1);
    expect((await call(cookie, 'DELETE', '/api/learning/behaviours', {})).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/api/learning/behaviours')).json().behaviours).toEqual([]);
  });

  it('a personality field the person edits is marked, and inference never overwrites it', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const patched = await call(cookie, 'PATCH', '/api/learning/personality', { workStyle: { preferredTaskDuration: 50 }, communicationStyle: { tone: 'friendly' } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().personality).toMatchObject({ workStyle: { preferredTaskDuration: 50, breakFrequency: 90 }, communicationStyle: { tone: 'friendly' }, editedFields: ['communicationStyle.tone', 'workStyle.preferredTaskDuration'] });
    for (let index = 0; index < 10; index++) {
      await recordBehaviour(t.database.db, user.id, { type: 'email.reply', context: {}, metadata: { wordCount: 12, textSample: 'Dear counsel, please find the form attached. Regards' } });
    }
    await runLearningCheck(t.database.db, user.id);
    const personality = (await call(cookie, 'GET', '/api/learning/personality')).json().personality;
    expect(personality.communicationStyle).toEqual({ tone: 'friendly', verbosity: 'concise', formality: 1 });
    expect(personality.workStyle.preferredTaskDuration).toBe(50);
    expect(personality.inferred).toMatchObject({ 'communicationStyle.verbosity': { samples: 10 }, 'communicationStyle.formality': { samples: 10 } });
    expect(personality.inferred['communicationStyle.tone']).toBeUndefined();
  });
});
