import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntry, propose } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** "HH:00" in Los Angeles (the zone of a user who never set one), `offset` hours from now. */
function laHour(offset: number): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return `${String((((hour + offset) % 24) + 24) % 24).padStart(2, '0')}:00`;
}

describe('agents act within their working hours', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUpUser(t.app));
  });
  afterAll(async () => t?.close());

  const agentWith = async (workingHours: { start: string; end: string } | null) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: { cookie },
      payload: { name: 'Night Desk', type: 'document', autonomyLevel: 'autonomous', capabilities: ['ai.classify', 'task.create'], workingHours },
    });
    expect(response.statusCode).toBe(201);
    return response.json().agent.id as string;
  };

  it('waits for approval outside its hours, whatever its autonomy, saying why', async () => {
    // From two hours ahead to three hours ahead: now is outside.
    const hours = { start: laHour(2), end: laHour(3) };
    const agentId = await agentWith(hours);
    const response = await propose(t.app, cookie, agentId, { type: 'ai.classify', params: { text: 'Notice of hearing' }, reason: 'A new notice arrived.' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ success: false, message: 'Action requires approval' });
    const entry = await auditEntry(t.app, cookie, response.json().auditId);
    expect(entry?.status).toBe('pending');
    expect(entry?.details.reason).toBe(`A new notice arrived. Outside the agent's working hours (${hours.start}–${hours.end}), so it waits for you.`);
  });

  it('acts alone within its hours (spanning midnight too) and with no hours at all', async () => {
    for (const hours of [{ start: laHour(-1), end: laHour(2) }, null]) {
      const agentId = await agentWith(hours);
      const response = await propose(t.app, cookie, agentId, { type: 'task.create', params: { title: 'Prepare exhibits' } });
      expect(response.json()).toMatchObject({ success: true, message: 'Action started' });
      const entry = await auditEntry(t.app, cookie, response.json().auditId);
      expect(entry?.status).toBe('auto_approved');
      expect(entry?.details.reason).toBeUndefined();
    }
  });

  it('reads the hours in the user’s own time zone', async () => {
    const hours = { start: laHour(-1), end: laHour(2) };
    const agentId = await agentWith(hours);
    const zone = 'Asia/Kolkata'; // UTC+5:30: 13.5 hours from Los Angeles, so "now" falls outside these hours there
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/settings/preferences', headers: { cookie }, payload: { timeZone: zone } });
    expect(saved.statusCode).toBe(200);
    const response = await propose(t.app, cookie, agentId, { type: 'task.create', params: { title: 'Prepare exhibits' } });
    const entry = await auditEntry(t.app, cookie, response.json().auditId);
    expect(entry?.status).toBe('pending');
  });
});
