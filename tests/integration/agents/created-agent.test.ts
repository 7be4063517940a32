import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('created agents (the wizard)', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUpUser(t.app));
  });
  afterAll(async () => t?.close());

  const post = (payload: Record<string, unknown>, as = cookie) => t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie: as }, payload });
  const wizardAgent = {
    name: 'Hearing Notice Agent',
    type: 'email',
    autonomyLevel: 'semi-autonomous',
    capabilities: ['ai.classify', 'email.label'],
    triggers: ['email.received', 'manual'],
    workingHours: { start: '08:30', end: '18:00' },
    notificationPreferences: { frequency: 'hourly', urgencyThreshold: 'medium' },
    config: { model: 'gpt-4o', maxTokens: 2000, temperature: 0.7, systemPrompt: 'You sort hearing notices.', customPrompt: 'Label EAMS notices "Hearing".' },
  };

  it('creates an agent of the Created agent shape and answers with it', async () => {
    const response = await post(wizardAgent);
    expect(response.statusCode).toBe(201);
    const { agent } = response.json();
    expect(agent).toMatchObject({
      name: 'Hearing Notice Agent',
      type: 'email',
      status: 'active',
      capabilities: ['ai.classify', 'email.label'],
      triggers: ['email.received', 'manual'],
      workingHours: { start: '08:30', end: '18:00' },
      notificationPreferences: { frequency: 'hourly', urgencyThreshold: 'medium' },
      config: { model: 'gpt-4o', maxTokens: 2000, temperature: 0.7, systemPrompt: 'You sort hearing notices.', customPrompt: 'Label EAMS notices "Hearing".' },
      metrics: { performance: null, tasksCompleted: 0, tasksTotal: 0, accuracy: null, decisions: { approvedUnchanged: 0, edited: 0, rejected: 0 }, lastActive: null },
    });
    expect(agent.metrics.uptime).toBeGreaterThanOrEqual(0);
    const read = await t.app.inject({ method: 'GET', url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(read.json().agent).toMatchObject({ triggers: ['email.received', 'manual'], workingHours: { start: '08:30', end: '18:00' } });
  });

  it('defaults: no triggers, any time, immediate notifications for everything', async () => {
    const response = await post({ name: 'Plain', type: 'task', autonomyLevel: 'supervised' });
    expect(response.statusCode).toBe(201);
    expect(response.json().agent).toMatchObject({ triggers: [], workingHours: null, notificationPreferences: { frequency: 'immediate', urgencyThreshold: 'low' } });
  });

  it('updates triggers, working hours (and clears them) and notification preferences', async () => {
    const id = (await post(wizardAgent)).json().agent.id;
    const patch = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/agents/${id}`, headers: { cookie }, payload });
    const changed = await patch({ triggers: ['schedule.daily'], notificationPreferences: { frequency: 'daily', urgencyThreshold: 'high' }, config: { customPrompt: 'Be brief.' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().agent).toMatchObject({ triggers: ['schedule.daily'], notificationPreferences: { frequency: 'daily', urgencyThreshold: 'high' }, config: { systemPrompt: 'You sort hearing notices.', customPrompt: 'Be brief.' } });
    expect((await patch({ workingHours: null })).json().agent.workingHours).toBeNull();
  });

  it('says "Unknown agent type" and "Unknown actionType: …", creating or updating', async () => {
    const badType = await post({ ...wizardAgent, type: 'robot' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toEqual({ code: 'unknown_agent_type', message: 'Unknown agent type' });
    const badCapability = await post({ ...wizardAgent, capabilities: ['ai.classify', 'email.teleport'] });
    expect(badCapability.statusCode).toBe(400);
    expect(badCapability.json().error.message).toBe('Unknown actionType: email.teleport');
    const id = (await post(wizardAgent)).json().agent.id;
    const patchType = await t.app.inject({ method: 'PATCH', url: `/api/agents/${id}`, headers: { cookie }, payload: { type: 'robot' } });
    expect(patchType.statusCode).toBe(400);
    expect(patchType.json().error.message).toBe('Unknown agent type');
    const patchCapability = await t.app.inject({ method: 'PATCH', url: `/api/agents/${id}`, headers: { cookie }, payload: { capabilities: ['fly'] } });
    expect(patchCapability.json().error.message).toBe('Unknown actionType: fly');
    const badTrigger = await post({ ...wizardAgent, triggers: ['moon.rise'] });
    expect(badTrigger.statusCode).toBe(400);
    expect(badTrigger.json().error.message).toBe('Unknown trigger: moon.rise');
    const badHours = await post({ ...wizardAgent, workingHours: { start: '25:00', end: '17:00' } });
    expect(badHours.statusCode).toBe(400);
  });

  it("keeps 'Agent not found' for another user's agent, and 'Agent with ID … not found.' on the new endpoints", async () => {
    const id = (await post(wizardAgent)).json().agent.id;
    const stranger = await signUpUser(t.app);
    const read = await t.app.inject({ method: 'GET', url: `/api/agents/${id}`, headers: { cookie: stranger.cookie } });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe('Agent not found');
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/agents/${id}`, headers: { cookie: stranger.cookie }, payload: { name: 'Mine' } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Agent not found');
    for (const request of [
      { method: 'GET' as const, url: `/api/agents/${id}/log` },
      { method: 'POST' as const, url: `/api/agents/${id}/trial`, payload: { sample: 'email' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: { cookie: stranger.cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(`Agent with ID ${id} not found.`);
    }
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/agents/${id}`, headers: { cookie } });
    expect(unchanged.json().agent.name).toBe('Hearing Notice Agent');
  });
});
