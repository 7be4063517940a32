import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '../../../domain/automation/definition';
import { EVENT_MESSAGES } from '../../../domain/automation/event-rules';
import { automationRunWorkflowId } from '../../../domain/automation/run-state';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { eventsOf, insertAutomation, manualDefinition, webhookDefinition, type AutomationSeed } from './trigger-support';

const filingsOnly: Condition[] = [{ field: 'webhook.body.kind', operator: 'equals', value: 'filing' }];

/** The public webhook endpoint: secrets, the automation events it creates (seed 001 §4) and the runs it starts. */
describe('automation webhooks', () => {
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

  async function webhookOf(automationId: string, as = cookie) {
    return t.app.inject({ method: 'GET', url: `/api/automations/${automationId}/webhook`, headers: { cookie: as } });
  }

  /** An automation of the signed-in user and its webhook secret. */
  async function hooked(seed: AutomationSeed) {
    const id = await insertAutomation(t.database.db, userId, seed);
    const response = await webhookOf(id);
    expect(response.statusCode).toBe(200);
    return { id, secret: response.json().secret as string };
  }

  function call(automationId: string, secret: string | undefined, payload: unknown = { kind: 'filing' }, headers: Record<string, string> = {}, query = '') {
    return t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${automationId}${query}`,
      headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-automation-secret': secret }), ...headers },
      payload: JSON.stringify(payload),
    });
  }

  it('gives the URL, a 32-byte secret and the header, the same secret each time', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition() });
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const again = (await webhookOf(id)).json();
    expect(again).toEqual({ url: `http://127.0.0.1:3000/api/hooks/automations/${id}`, secret, headerName: 'X-Automation-Secret' });
    const stored = await t.database.db.selectFrom('automations').select('webhook_secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.webhook_secret).not.toContain(secret);
  });

  it('refuses a missing or wrong secret, and an unknown automation alike, recording nothing', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition() });
    for (const response of [await call(id, undefined), await call(id, `${secret}x`), await call(id, ''), await call(randomUUID(), secret), await call('not-an-id', secret)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_webhook_secret', message: 'Invalid webhook secret.' } });
    }
    expect(await eventsOf(t.database.db, id)).toHaveLength(0);
  });

  it('with the right secret records a completed event and starts a run with the webhook data', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition(filingsOnly) });
    const response = await call(id, secret, { kind: 'filing', caseNumber: 'ADJ1' }, {}, '?source=court');
    expect(response.statusCode).toBe(202);
    const reply = response.json();
    expect(reply).toMatchObject({ status: 'completed', runIds: [expect.any(String)] });

    const [event] = await eventsOf(t.database.db, id);
    expect(event).toMatchObject({ id: reply.eventId, status: 'completed', processed: true, workflow_run_ids: reply.runIds, trigger_id: 'trigger', error: null });
    expect(event!.data).toMatchObject({ webhook: { body: { kind: 'filing', caseNumber: 'ADJ1' }, query: { source: 'court' } } });

    const run = await t.database.db.selectFrom('automation_runs').selectAll().where('id', '=', reply.runIds[0]).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ automation_id: id, trigger_type: 'webhook', version: 1 });
    expect(run.trigger_data).toMatchObject({ webhook: { body: { kind: 'filing', caseNumber: 'ADJ1' } } });
    const workflow = await t.temporal.client.workflow.getHandle(automationRunWorkflowId(reply.runIds[0])).describe();
    expect(workflow.type).toBe('automationRun');

    const listed = await t.app.inject({ method: 'GET', url: `/api/automations/${id}/events`, headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().events).toEqual([
      { id: reply.eventId, triggerId: 'trigger', timestamp: expect.any(String), status: 'completed', processed: true, workflowRunIds: reply.runIds, error: null, data: event!.data },
    ]);
  });

  it('completes the event with no runs when the conditions do not match', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition(filingsOnly) });
    const response = await call(id, secret, { kind: 'invoice' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'completed', runIds: [] });
    expect(await eventsOf(t.database.db, id)).toMatchObject([{ status: 'completed', processed: true, workflow_run_ids: [] }]);
    expect(await t.database.db.selectFrom('automation_runs').select('id').where('automation_id', '=', id).execute()).toHaveLength(0);
  });

  it('fails the event of an inactive automation as disabled', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition(), status: 'inactive' });
    const response = await call(id, secret);
    expect(response.json()).toMatchObject({ status: 'failed', runIds: [] });
    expect(await eventsOf(t.database.db, id)).toMatchObject([{ status: 'failed', processed: true, error: EVENT_MESSAGES.triggerDisabled }]);
  });

  it('fails the event when the automation no longer has a webhook trigger', async () => {
    for (const seed of [{ definition: manualDefinition() }, {}]) {
      const { id, secret } = await hooked(seed);
      const response = await call(id, secret);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ status: 'failed', runIds: [] });
      expect(await eventsOf(t.database.db, id)).toMatchObject([{ status: 'failed', error: EVENT_MESSAGES.triggerMissing, trigger_id: 'trigger.webhook' }]);
    }
  });

  it('treats a delivery repeated with the same Idempotency-Key as one event', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition() });
    const first = await call(id, secret, { kind: 'filing' }, { 'idempotency-key': 'delivery-42' });
    const second = await call(id, secret, { kind: 'filing' }, { 'idempotency-key': 'delivery-42' });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(await eventsOf(t.database.db, id)).toHaveLength(1);
    await call(id, secret, { kind: 'filing' }, { 'idempotency-key': 'delivery-43' });
    expect(await eventsOf(t.database.db, id)).toHaveLength(2);
  });

  it('refuses a body over 256 KB without recording an event', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition() });
    const response = await call(id, secret, { text: 'x'.repeat(256 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(await eventsOf(t.database.db, id)).toHaveLength(0);
  });

  it('stops accepting the old secret once rotated', async () => {
    const { id, secret } = await hooked({ definition: webhookDefinition() });
    const rotated = await t.app.inject({ method: 'POST', url: `/api/automations/${id}/webhook/rotate`, headers: { cookie }, payload: {} });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    expect((await webhookOf(id)).json().secret).toBe(fresh);
    expect((await call(id, secret)).statusCode).toBe(401);
    expect((await call(id, fresh)).statusCode).toBe(202);
  });

  it('keeps the secret and events from other users', async () => {
    const { id } = await hooked({ definition: webhookDefinition() });
    const other = await signUpUser(t.app);
    expect((await webhookOf(id, other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/automations/${id}/webhook/rotate`, headers: { cookie: other.cookie }, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/automations/${id}/events`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/automations/${id}/webhook` })).statusCode).toBe(401);
  });
});
