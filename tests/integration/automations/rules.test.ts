import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../domain/automation/rule-validation';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertAutomation, manualDefinition } from './trigger-support';

/** Rules (seed 001 §3): conditions on new e-mail that run the user's automations. */
describe('automation rules API', () => {
  let t: TestApp;
  let cookie: string;
  let automationId: string;
  let strangerCookie: string;
  let strangersAutomation: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    automationId = await insertAutomation(t.database.db, user.user.id, { definition: manualDefinition() });
    const stranger = await signUpUser(t.app);
    strangerCookie = stranger.cookie;
    strangersAutomation = await insertAutomation(t.database.db, stranger.user.id, { definition: manualDefinition() });
  });
  afterAll(async () => t?.close());

  const run = (workflowId: string) => ({ type: 'runWorkflow', config: { workflowId } });
  const hearing = { field: 'email.subject', operator: 'contains', value: 'hearing' };
  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined && method === 'GET' ? {} : { payload: (payload ?? {}) as object }) });

  it('creates, lists, updates and deletes a rule', async () => {
    const created = await request('POST', '/api/automation-rules', { name: '  Hearings  ', conditions: [hearing], actions: [run(automationId)] });
    expect(created.statusCode).toBe(201);
    const rule = created.json().rule;
    expect(rule).toEqual({
      id: expect.any(String),
      name: 'Hearings',
      conditions: [hearing],
      actions: [run(automationId)],
      enabled: true,
      triggerCount: 0,
      lastTriggered: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await request('GET', '/api/automation-rules')).json().rules).toEqual([rule]);
    expect((await request('GET', '/api/automation-rules', undefined, strangerCookie)).json().rules).toEqual([]);

    const exists = { field: 'email.hasAttachments', operator: 'exists' };
    const updated = await request('PATCH', `/api/automation-rules/${rule.id}`, { enabled: false, conditions: [hearing, exists] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().rule).toMatchObject({ name: 'Hearings', enabled: false, conditions: [hearing, exists], actions: [run(automationId)] });

    expect((await request('DELETE', `/api/automation-rules/${rule.id}`)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/automation-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await request('GET', '/api/automation-rules')).json().rules).toEqual([]);
  });

  it('refuses conditions that cannot be checked, with what to fix', async () => {
    const blank = await request('POST', '/api/automation-rules', { name: 'R', conditions: [{ field: 'email.subject', operator: 'equals', value: ' ' }], actions: [run(automationId)] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({ code: 'invalid_rule', message: 'Condition 1: Enter the value to compare with.' });

    const unknownField = await request('POST', '/api/automation-rules', { name: 'R', conditions: [hearing, { field: 'subject', operator: 'contains', value: 'x' }], actions: [run(automationId)] });
    expect(unknownField.json().error.message).toBe('Condition 2: The trigger does not provide "subject".');

    const operator = await request('POST', '/api/automation-rules', { name: 'R', conditions: [{ field: 'email.subject', operator: 'matches', value: 'x' }], actions: [run(automationId)] });
    expect(operator.statusCode).toBe(400);
    expect((await request('GET', '/api/automation-rules')).json().rules).toEqual([]);
  });

  it('runs only the user’s own automations', async () => {
    const foreign = await request('POST', '/api/automation-rules', { name: 'R', conditions: [hearing], actions: [run(strangersAutomation)] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(RULE_MESSAGES.unknownAutomation(strangersAutomation));

    const none = await request('POST', '/api/automation-rules', { name: 'R', conditions: [hearing], actions: [] });
    expect(none.json().error.message).toBe(RULE_MESSAGES.actionRequired);
    expect((await request('POST', '/api/automation-rules', { name: 'R', conditions: [hearing], actions: [run('not-a-uuid')] })).statusCode).toBe(400);
  });

  it('keeps rules to their owner and to signed-in users', async () => {
    const rule = (await request('POST', '/api/automation-rules', { name: 'Mine', conditions: [], actions: [run(automationId)] })).json().rule;
    expect((await request('PATCH', `/api/automation-rules/${rule.id}`, { enabled: false }, strangerCookie)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/automation-rules/${rule.id}`, undefined, strangerCookie)).statusCode).toBe(404);
    expect((await request('PATCH', `/api/automation-rules/${rule.id}`, { actions: [run(strangersAutomation)] })).statusCode).toBe(400);
    expect((await request('PATCH', `/api/automation-rules/${rule.id}`, {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/automation-rules' })).statusCode).toBe(401);
    expect((await request('GET', '/api/automation-rules')).json().rules).toMatchObject([{ id: rule.id, enabled: true }]);
  });
});
