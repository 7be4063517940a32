import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** Run by hand → the agent summarises a fixed text: the smallest definition that can run. */
const summariseByHand = (agentId: string) => ({
  schemaVersion: 1,
  nodes: [
    { id: 'trigger', type: 'trigger.manual', typeVersion: 1, name: 'Run by hand', position: { x: 0, y: 0 }, parameters: {} },
    {
      id: 'summarise',
      type: 'agent_action',
      typeVersion: 1,
      name: 'Summarise the lease',
      position: { x: 0, y: 140 },
      parameters: { agentId, actionType: 'ai.summarise', input: { text: { type: 'static', value: 'The tenant shall pay rent monthly.' } } },
    },
  ],
  edges: [{ id: 'trigger-summarise', source: 'trigger', sourceHandle: 'out', target: 'summarise', targetHandle: 'in' }],
});

/** Every day at 09:00 from 2020, then waits an hour. */
const dailyAtNine = {
  schemaVersion: 1,
  nodes: [
    {
      id: 'trigger',
      type: 'trigger.schedule',
      typeVersion: 1,
      name: 'Every morning',
      position: { x: 0, y: 0 },
      parameters: { type: 'recurring', startDate: '2020-01-06', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true },
    },
    { id: 'wait', type: 'delay', typeVersion: 1, name: 'Wait', position: { x: 0, y: 140 }, parameters: { amount: 1, unit: 'hours' } },
  ],
  edges: [{ id: 'trigger-wait', source: 'trigger', sourceHandle: 'out', target: 'wait', targetHandle: 'in' }],
};

describe('automations API', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let researchId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    researchId = (await agentNamed(t.app, cookie, 'Research Assistant')).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined && method === 'GET' ? {} : { payload: (payload ?? {}) as object }) });
  const create = async (payload: Record<string, unknown>) => {
    const response = await call('POST', '/api/automations', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().automation;
  };

  it('creates an automation never saved at version 0 with an empty definition, then reads, renames and deletes it', async () => {
    const created = await create({ name: '  Intake triage  ', description: 'Sorts new matters.', timeZone: 'europe/berlin' });
    expect(created).toMatchObject({
      name: 'Intake triage',
      description: 'Sorts new matters.',
      status: 'active',
      currentVersion: 0,
      triggerType: null,
      templateName: null,
      lastRun: null,
      nextRun: null,
      timeZone: 'Europe/Berlin',
      definition: { schemaVersion: 1, nodes: [], edges: [] },
    });

    const read = await call('GET', `/api/automations/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().automation).toEqual(created);

    const patched = await call('PATCH', `/api/automations/${created.id}`, { name: ' Matter intake ', status: 'inactive' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().automation).toMatchObject({ name: 'Matter intake', status: 'inactive', description: 'Sorts new matters.' });

    expect((await call('DELETE', `/api/automations/${created.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/api/automations/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Automation not found');
    expect(await t.database.db.selectFrom('automations').select('id').where('id', '=', created.id).execute()).toEqual([]);
  });

  it('asks for a name and a known time zone', async () => {
    const blank = await call('POST', '/api/automations', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({ code: 'name_required', message: 'Give the automation a name.' });

    const created = await create({ name: 'Zone check' });
    expect(created.timeZone).toBe('America/Los_Angeles');
    const renamedBlank = await call('PATCH', `/api/automations/${created.id}`, { name: '' });
    expect(renamedBlank.json().error.message).toBe('Give the automation a name.');
    const badZone = await call('PATCH', `/api/automations/${created.id}`, { timeZone: 'Mars/Olympus_Mons' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.code).toBe('invalid_time_zone');
    expect((await call('POST', '/api/automations', { name: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('saves a valid definition given at creation as version 1 and refuses an invalid one with its problems, creating nothing', async () => {
    const created = await create({ name: 'Lease summary', definition: summariseByHand(researchId) });
    expect(created).toMatchObject({ currentVersion: 1, triggerType: 'trigger.manual', definition: summariseByHand(researchId) });

    const before = await t.database.db.selectFrom('automations').select('id').where('user_id', '=', userId).execute();
    const invalid = summariseByHand(researchId);
    invalid.nodes[1]!.parameters = { ...invalid.nodes[1]!.parameters, actionType: 'email.delete' } as never;
    const refused = await call('POST', '/api/automations', { name: 'Delete everything', definition: invalid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_definition');
    expect(refused.json().problems).toContainEqual(
      expect.objectContaining({ nodeId: 'summarise', message: 'Agent does not have the capability to perform action: email.delete' }),
    );
    const after = await t.database.db.selectFrom('automations').select('id').where('user_id', '=', userId).execute();
    expect(after).toHaveLength(before.length);
  });

  it('lists summaries with the trigger type, the latest run and the next scheduled run', async () => {
    const scheduled = await create({ name: 'Morning digest', timeZone: 'UTC', definition: dailyAtNine });
    const manual = await create({ name: 'Run by hand', definition: summariseByHand(researchId) });
    const runs = [
      { id: randomUUID(), status: 'completed' as const, started_at: new Date('2025-03-01T09:00:00Z') },
      { id: randomUUID(), status: 'failed' as const, started_at: new Date('2025-03-02T09:00:00Z') },
    ];
    await t.database.db
      .insertInto('automation_runs')
      .values(runs.map((run) => ({ ...run, user_id: userId, automation_id: manual.id, version: 1, workflow_id: `automation-run:${run.id}`, trigger_type: 'manual', trigger_data: '{}' })))
      .execute();

    const response = await call('GET', '/api/automations');
    expect(response.statusCode).toBe(200);
    type Summary = { id: string; triggerType: string | null; nextRun: string | null; lastRun: unknown };
    const byId = new Map((response.json().automations as Summary[]).map((summary) => [summary.id, summary]));
    expect(byId.get(manual.id)).toMatchObject({ triggerType: 'trigger.manual', nextRun: null, lastRun: { runId: runs[1]!.id, status: 'failed', startedAt: '2025-03-02T09:00:00.000Z' } });
    const digest = byId.get(scheduled.id)!;
    expect(digest).toMatchObject({ triggerType: 'trigger.schedule', lastRun: null });
    const next = new Date(digest.nextRun!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(digest.nextRun).toMatch(/T09:00:00\.000Z$/);
    expect(Object.keys(digest)).not.toContain('definition');

    const paused = await call('PATCH', `/api/automations/${scheduled.id}`, { status: 'inactive' });
    expect(paused.json().automation.nextRun).toBeNull();
  });

  it("treats another user's automation as missing", async () => {
    const mine = await create({ name: 'Private', definition: summariseByHand(researchId) });
    const other = await signUpUser(t.app);
    for (const [method, url, payload] of [
      ['GET', `/api/automations/${mine.id}`],
      ['PATCH', `/api/automations/${mine.id}`, { name: 'Taken' }],
      ['DELETE', `/api/automations/${mine.id}`],
      ['GET', `/api/automations/${mine.id}/versions`],
      ['GET', `/api/automations/${mine.id}/versions/1`],
      ['POST', `/api/automations/${mine.id}/versions`, { definition: summariseByHand(researchId) }],
      ['POST', `/api/automations/${mine.id}/versions/1/restore`],
      ['GET', `/api/automations/${mine.id}/export`],
    ] as const) {
      const response = await call(method, url, payload, other.cookie);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/automations', undefined, other.cookie)).json().automations).toEqual([]);
    expect((await call('GET', `/api/automations/${mine.id}`)).json().automation).toMatchObject({ name: 'Private', currentVersion: 1 });
  });

  it('exports an automation as an attachment and imports the file back as a new automation at version 1', async () => {
    const original = await create({ name: 'Lease → summary (v2)', description: 'Summarises leases.', timeZone: 'Europe/London', definition: summariseByHand(researchId) });
    const exported = await call('GET', `/api/automations/${original.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="lease-summary-v2.automation.json"');
    const file = exported.json();
    expect(file).toMatchObject({ format: 'workspace-automation', formatVersion: 1, name: original.name, description: 'Summarises leases.', timeZone: 'Europe/London' });
    expect(file.definition).toEqual(original.definition);

    const imported = await call('POST', '/api/automations/import', file);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json().automation;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: original.name, description: original.description, timeZone: 'Europe/London', currentVersion: 1, definition: original.definition });
  });

  it('refuses a file that is not an export, and an export naming agents that are not the user’s', async () => {
    for (const body of [{ name: 'Lease', nodes: [] }, [], { format: 'workspace-automation', formatVersion: 2, name: 'Future', definition: {} }]) {
      const response = await call('POST', '/api/automations/import', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('This file is not an automation export.');
    }

    const foreignAgent = randomUUID();
    const file = { format: 'workspace-automation', formatVersion: 1, name: 'Shared by a colleague', description: '', timeZone: 'UTC', exportedAt: new Date().toISOString(), definition: summariseByHand(foreignAgent) };
    const count = async () => (await t.database.db.selectFrom('automations').select('id').where('user_id', '=', userId).execute()).length;
    const before = await count();
    const refused = await call('POST', '/api/automations/import', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_definition');
    expect(refused.json().problems).toEqual([expect.objectContaining({ nodeId: 'summarise', field: 'parameters.agentId', message: 'This agent no longer exists. Choose another one.' })]);
    expect(await count()).toBe(before);
  });

  it('describes its routes and their replies in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const responses = (method: string, path: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(responses('post', '/api/automations')).toEqual(expect.arrayContaining(['201', '400', '404']));
    expect(responses('post', '/api/automations/{id}/versions')).toEqual(expect.arrayContaining(['201', '400']));
    expect(responses('post', '/api/automations/{id}/versions/{version}/restore')).toContain('201');
    expect(responses('get', '/api/automations/{id}/export')).toContain('200');
    expect(responses('post', '/api/automations/import')).toContain('201');
    expect(responses('get', '/api/automation-templates')).toContain('200');
    expect(responses('post', '/api/automations/draft')).toEqual(expect.arrayContaining(['200', '502', '503']));
  });
});
