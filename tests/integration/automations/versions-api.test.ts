import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** Run by hand → the agent summarises `text`. */
const summariseByHand = (agentId: string, text: string) => ({
  schemaVersion: 1,
  nodes: [
    { id: 'trigger', type: 'trigger.manual', typeVersion: 1, name: 'Run by hand', position: { x: 0, y: 0 }, parameters: {} },
    {
      id: 'summarise',
      type: 'agent_action',
      typeVersion: 1,
      name: 'Summarise',
      position: { x: 0, y: 140 },
      parameters: { agentId, actionType: 'ai.summarise', input: { text: { type: 'static', value: text } } },
    },
    { id: 'end', type: 'end', typeVersion: 1, name: 'Done', position: { x: 0, y: 280 }, parameters: {} },
  ],
  edges: [
    { id: 'trigger-summarise', source: 'trigger', sourceHandle: 'out', target: 'summarise', targetHandle: 'in' },
    { id: 'summarise-end', source: 'summarise', sourceHandle: 'out', target: 'end', targetHandle: 'in' },
  ],
});

describe('automation versions API', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let agentId: string;

  beforeAll(async () => {
    // Embedded PGlite runs one transaction at a time; on a real server (TEST_DATABASE_URL) concurrent saves contend for the row lock.
    t = await createTestApp({ driver: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite' });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    agentId = (await agentNamed(t.app, cookie, 'Research Assistant')).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined && method === 'GET' ? {} : { payload: payload ?? {} }) });
  const newAutomation = async (name: string) => {
    const response = await call('POST', '/api/automations', { name });
    expect(response.statusCode).toBe(201);
    return response.json().automation.id as string;
  };
  const save = (id: string, definition: object, note?: string) => call('POST', `/api/automations/${id}/versions`, { definition, ...(note ? { note } : {}) });
  const versionsOf = async (id: string) => (await call('GET', `/api/automations/${id}/versions`)).json().versions as Array<Record<string, unknown>>;

  it('saves each valid definition as the next immutable version and lists them newest first', async () => {
    const id = await newAutomation('Lease review');
    const first = await save(id, summariseByHand(agentId, 'First lease.'), ' first draft ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().version).toMatchObject({ version: 1, note: 'first draft', restoredFrom: null, nodeCount: 3, edgeCount: 2, runCount: 0 });
    expect(first.json().automation).toMatchObject({ currentVersion: 1, triggerType: 'trigger.manual' });

    const second = await save(id, summariseByHand(agentId, 'Second lease.'));
    expect(second.json().version).toMatchObject({ version: 2, note: '' });
    expect(second.json().automation.definition.nodes[1].parameters.input.text.value).toBe('Second lease.');

    const runId = randomUUID();
    await t.database.db
      .insertInto('automation_runs')
      .values({ id: runId, user_id: userId, automation_id: id, version: 1, workflow_id: `automation-run:${runId}`, trigger_type: 'manual', trigger_data: '{}' })
      .execute();

    const list = await versionsOf(id);
    expect(list.map((v) => [v.version, v.runCount, v.nodeCount, v.edgeCount])).toEqual([
      [2, 0, 3, 2],
      [1, 1, 3, 2],
    ]);
    expect(list[0]).not.toHaveProperty('definition');

    const one = await call('GET', `/api/automations/${id}/versions/1`);
    expect(one.statusCode).toBe(200);
    expect(one.json().version).toMatchObject({ version: 1, runCount: 1, definition: summariseByHand(agentId, 'First lease.') });
    const missing = await call('GET', `/api/automations/${id}/versions/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Version not found');
  });

  it('refuses an invalid definition with its problems and writes nothing', async () => {
    const id = await newAutomation('Broken');
    expect((await save(id, summariseByHand(agentId, 'Valid.'))).statusCode).toBe(201);

    const noTrigger = summariseByHand(agentId, 'No trigger.');
    noTrigger.nodes.shift();
    noTrigger.edges.shift();
    const invalid = await save(id, noTrigger);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('invalid_definition');
    expect(invalid.json().problems).toContainEqual({ message: 'An automation needs exactly one trigger.' });

    const misshapen = await save(id, { schemaVersion: 1, nodes: [{ id: 'x', type: 'teleport', typeVersion: 1, name: 'X', position: { x: 0, y: 0 }, parameters: {} }], edges: [] });
    expect(misshapen.statusCode).toBe(400);
    expect(misshapen.json().problems).toEqual([{ nodeId: 'x', field: 'type', message: 'This kind of step ("teleport") is not known to the builder.' }]);

    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1]);
    expect((await call('GET', `/api/automations/${id}`)).json().automation.currentVersion).toBe(1);
  });

  it('restores an old version as a new one that records where it came from', async () => {
    const id = await newAutomation('Restorable');
    await save(id, summariseByHand(agentId, 'Version one.'));
    await save(id, summariseByHand(agentId, 'Version two.'));

    const restored = await call('POST', `/api/automations/${id}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json().version).toMatchObject({ version: 3, restoredFrom: 1, note: 'Restored from version 1', definition: summariseByHand(agentId, 'Version one.') });
    expect(restored.json().automation).toMatchObject({ currentVersion: 3, definition: summariseByHand(agentId, 'Version one.') });
    expect((await versionsOf(id)).map((v) => [v.version, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);

    const unknown = await call('POST', `/api/automations/${id}/versions/7/restore`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Version not found');
    expect((await versionsOf(id)).length).toBe(3);
  });

  it('gives concurrent saves distinct version numbers', async () => {
    const id = await newAutomation('Busy');
    const saves = await Promise.all(Array.from({ length: 6 }, (_, index) => save(id, summariseByHand(agentId, `Edit ${index}.`))));
    expect(saves.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = saves.map((response) => response.json().version.version as number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await call('GET', `/api/automations/${id}`)).json().automation.currentVersion).toBe(6);
  });
});
