import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import { DRAFT_MESSAGES } from '../../../domain/automation/drafts';
import { demoAccountId, findMessageId } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertAutomation, webhookDefinition } from './trigger-support';

/**
 * Drafts (issue 16: "save drafts (invalid versions allowed as drafts, never run)") and template automations
 * that start inactive ("they start inactive until the user turns them on").
 */
describe('automation drafts and template automations', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload: payload as object }) });

  /** A webhook trigger leading to an agent step that names no agent and no action: a drawing not finished yet. */
  function unfinished(): AutomationDefinition {
    const base = webhookDefinition();
    return {
      ...base,
      nodes: [
        ...base.nodes,
        { id: 'ask', type: 'agent_action', typeVersion: 1, name: 'Ask', position: { x: 0, y: 200 }, parameters: { agentId: '', actionType: '', input: {} } } as never,
      ],
      edges: [...base.edges],
    };
  }

  async function webhookCall(automationId: string) {
    const secret = (await call('GET', `/api/automations/${automationId}/webhook`)).json().secret as string;
    return t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${automationId}`,
      headers: { 'content-type': 'application/json', 'x-automation-secret': secret },
      payload: JSON.stringify({ kind: 'filing' }),
    });
  }

  const runsOf = (automationId: string) => t.database.db.selectFrom('automation_runs').select(['id', 'version']).where('automation_id', '=', automationId).execute();

  it('saves an invalid drawing as a draft, with the problems publishing would refuse for, and gives it back', async () => {
    const created = await call('POST', '/api/automations', { name: 'Unfinished intake' });
    expect(created.statusCode).toBe(201);
    const id = created.json().automation.id as string;

    const saved = await call('PUT', `/api/automations/${id}/draft`, { definition: unfinished() });
    expect(saved.statusCode, saved.body).toBe(200);
    const { draft } = saved.json();
    expect(draft.definition.nodes.map((node: { id: string }) => node.id)).toEqual(['trigger', 'end', 'ask']);
    expect(draft.problems.length).toBeGreaterThan(0);
    expect(draft.baseVersion).toBe(0);

    const read = await call('GET', `/api/automations/${id}/draft`);
    expect(read.statusCode).toBe(200);
    expect(read.json().draft).toEqual(draft);
    // Still no version: the draft is not one.
    expect((await call('GET', `/api/automations/${id}`)).json().automation).toMatchObject({ currentVersion: 0 });
  });

  it('never runs a draft: no manual run and no webhook run for an automation that only has a draft', async () => {
    const id = (await call('POST', '/api/automations', { name: 'Only a draft' })).json().automation.id as string;
    expect((await call('PUT', `/api/automations/${id}/draft`, { definition: webhookDefinition() })).statusCode).toBe(200);

    const manual = await call('POST', `/api/automations/${id}/runs`, {});
    expect(manual.statusCode).toBe(409);
    expect(manual.json().error.code).toBe('automation_not_saved');

    const hook = await webhookCall(id);
    expect(hook.statusCode).toBe(202);
    expect(hook.json().runIds).toEqual([]);
    expect(await runsOf(id)).toEqual([]);
  });

  it('keeps running the last published version while an invalid draft is edited', async () => {
    const id = await insertAutomation(t.database.db, userId, { definition: webhookDefinition() });
    expect((await call('PUT', `/api/automations/${id}/draft`, { definition: unfinished() })).json().draft.baseVersion).toBe(1);

    const hook = await webhookCall(id);
    expect(hook.statusCode).toBe(202);
    expect(hook.json().runIds).toHaveLength(1);
    const manual = await call('POST', `/api/automations/${id}/runs`, {});
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().run.version).toBe(1);
    expect((await runsOf(id)).map((run) => run.version)).toEqual([1, 1]);
  });

  it('publishes only what validates: an invalid draft is refused with its problems and kept; a valid one becomes a version and the draft goes', async () => {
    const id = await insertAutomation(t.database.db, userId, { definition: webhookDefinition() });
    await call('PUT', `/api/automations/${id}/draft`, { definition: unfinished() });

    const refused = await call('POST', `/api/automations/${id}/versions`, { definition: unfinished() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_definition');
    expect(refused.json().problems.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/automations/${id}/draft`)).json().draft).not.toBeNull();

    const published = await call('POST', `/api/automations/${id}/versions`, { definition: webhookDefinition([{ field: 'webhook.body.kind', operator: 'equals', value: 'filing' }]) });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().automation.currentVersion).toBe(2);
    expect((await call('GET', `/api/automations/${id}/draft`)).json()).toEqual({ draft: null });
  });

  it('refuses what is not a drawing at all, and discards a draft on request', async () => {
    const id = (await call('POST', '/api/automations', { name: 'Shapes' })).json().automation.id as string;
    for (const definition of [{ nodes: 'x' }, { schemaVersion: 1, nodes: [{ type: 'end' }], edges: [] }]) {
      const response = await call('PUT', `/api/automations/${id}/draft`, { definition });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_draft');
    }
    expect((await call('PUT', `/api/automations/${id}/draft`, { definition: unfinished() })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/automations/${id}/draft`)).statusCode).toBe(204);
    expect((await call('GET', `/api/automations/${id}/draft`)).json()).toEqual({ draft: null });
    const again = await call('DELETE', `/api/automations/${id}/draft`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(DRAFT_MESSAGES.draftNotFound);
  });

  it("answers 404 for another user's drafts, reading, saving or discarding", async () => {
    const id = (await call('POST', '/api/automations', { name: 'Mine' })).json().automation.id as string;
    await call('PUT', `/api/automations/${id}/draft`, { definition: unfinished() });
    const other = await signUpUser(t.app);
    for (const [method, payload] of [['GET', undefined], ['PUT', { definition: webhookDefinition() }], ['DELETE', undefined]] as const) {
      const response = await call(method, `/api/automations/${id}/draft`, payload, other.cookie);
      expect(response.statusCode, `${method}`).toBe(404);
    }
    // Untouched by the attempts.
    expect((await call('GET', `/api/automations/${id}/draft`)).json().draft.definition.nodes).toHaveLength(3);
  });

  it('starts a template automation inactive: nothing runs until the user turns it on', async () => {
    const created = await call('POST', '/api/automations', { name: 'Sorting', templateName: 'Email Classification' });
    expect(created.statusCode, created.body).toBe(201);
    const automation = created.json().automation;
    expect(automation).toMatchObject({ status: 'inactive', currentVersion: 1, templateName: 'Email Classification' });

    const accountId = await demoAccountId(t.app, cookie);
    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const refused = await call('POST', `/api/automations/${automation.id}/runs`, { email: { accountId, messageId } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('automation_inactive');

    const on = await call('PATCH', `/api/automations/${automation.id}`, { status: 'active' });
    expect(on.statusCode).toBe(200);
    expect(on.json().automation.status).toBe('active');
  });

  it('says what agents run on: the offline analysers when no AI key is set up', async () => {
    const response = await call('GET', '/api/automations/ai-runtime');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      aiAvailable: false,
      model: null,
      summary: 'No AI key is set up, so agents run the built-in offline analysers and rules. The model settings take effect once a key is added.',
    });
  });
});
