import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, auditEntry, propose } from '../support/agent-helpers';
import { findMessageId, inboxMessages, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertAutomation, webhookDefinition } from '../automations/trigger-support';

const APP_ORIGIN = 'http://127.0.0.1:3000'; // createTestApp's APP_URL
const OTHER_PORT = 'http://127.0.0.1:4000';
const FORBIDDEN_ORIGIN = { error: { code: 'forbidden_origin', message: 'This request came from another site, so it was refused. Use the workspace itself.' } };
const NOT_JSON = { error: { code: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json).' } };

/** Cross-site request forgery: what a page on another origin, with the victim signed in, can no longer do. */
describe('state-changing requests from other sites', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, userId, accountId } = await signedInWithDemoMailbox(t));
  });
  afterAll(async () => t?.close());

  /** A signed-in POST with the given extra headers and raw body (JSON unless a content-type says otherwise). */
  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload }) });
  const json = { 'content-type': 'application/json' };
  const expectRefused = (response: LightMyRequestResponse, status: 403 | 415) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual(status === 403 ? FORBIDDEN_ORIGIN : NOT_JSON);
  };

  const inboxIds = async () => (await inboxMessages(t.app, cookie, accountId)).messages.map((message) => message.id);
  const agentStatus = async (agentId: string) =>
    (await t.database.db.selectFrom('agents').select('status').where('id', '=', agentId).executeTakeFirstOrThrow()).status;

  it('does not archive mail for a page on another port, nor with a cross-site or null origin', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Lunch Thursday');
    const archive = `/api/mail/accounts/${accountId}/messages/${messageId}/archive`;
    expectRefused(await post(archive, { ...json, origin: OTHER_PORT }, '{}'), 403);
    expectRefused(await post(archive, { ...json, origin: 'http://localhost:3000' }, '{}'), 403);
    expectRefused(await post(archive, { ...json, origin: 'null' }, '{}'), 403);
    expectRefused(await post(archive, { ...json, 'sec-fetch-site': 'cross-site' }, '{}'), 403);
    expectRefused(await post(archive, { ...json, 'sec-fetch-site': 'same-site' }, '{}'), 403);
    // What a cross-site form or a no-cors fetch can send: text/plain, or nothing at all.
    expectRefused(await post(archive, { 'content-type': 'text/plain' }, '{}'), 415);
    expectRefused(await post(archive, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'), 415);
    expectRefused(await post(archive, {}), 415);
    expect(await inboxIds()).toContain(messageId);

    expect((await post(archive, { ...json, origin: APP_ORIGIN }, '{}')).statusCode).toBe(204);
    expect(await inboxIds()).not.toContain(messageId);
  });

  it('does not deactivate an agent from another origin; its own origin (APP_URL or the Host it was called on) may', async () => {
    const agent = await agentNamed(t.app, cookie, 'Research Assistant');
    const deactivate = `/api/agents/${agent.id}/deactivate`;
    expectRefused(await post(deactivate, { ...json, origin: OTHER_PORT }, '{}'), 403);
    expectRefused(await post(deactivate, { 'content-type': 'text/plain;charset=UTF-8', origin: APP_ORIGIN }, '{}'), 415);
    expect(await agentStatus(agent.id)).toBe('active');

    const byHost = await post(deactivate, { ...json, host: 'workspace.example:8443', origin: 'http://workspace.example:8443' }, '{}');
    expect(byHost.statusCode, byHost.body).toBe(200);
    expect(await agentStatus(agent.id)).toBe('inactive');

    const activated = await post(`/api/agents/${agent.id}/activate`, { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' }, '{}');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await agentStatus(agent.id)).toBe('active');
  });

  it('does not approve a pending "delete e-mail" action cross-site or without a JSON body', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    const proposed = await propose(t.app, cookie, agent.id, { type: 'email.delete', params: { accountId, messageId } });
    expect(proposed.json()).toMatchObject({ message: 'Action requires approval' });
    const { auditId } = proposed.json() as { auditId: string };
    const approve = `/api/audit/${auditId}/approve`;

    expectRefused(await post(approve, { ...json, origin: OTHER_PORT }, '{}'), 403);
    expectRefused(await post(approve, { 'sec-fetch-site': 'cross-site' }), 403);
    expectRefused(await post(approve, {}), 415);
    expectRefused(await post(approve, { 'content-type': 'text/plain' }, '{}'), 415);
    expect((await auditEntry(t.app, cookie, auditId))?.status).toBe('pending');
    expect(await inboxIds()).toContain(messageId);

    const rejected = await post(`/api/audit/${auditId}/reject`, { ...json, origin: APP_ORIGIN }, '{}');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await auditEntry(t.app, cookie, auditId))?.status).toBe('rejected');
  });

  it('refuses PATCH and DELETE the same way', async () => {
    const agent = await agentNamed(t.app, cookie, 'Code Assistant');
    const url = `/api/agents/${agent.id}`;
    const patch = await t.app.inject({ method: 'PATCH', url, headers: { cookie, origin: OTHER_PORT }, payload: { name: 'Renamed' } });
    expectRefused(patch, 403);
    expectRefused(await t.app.inject({ method: 'DELETE', url, headers: { cookie } }), 415);
    expectRefused(await t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: OTHER_PORT }, payload: {} }), 403);
    expect(await agentNamed(t.app, cookie, 'Code Assistant')).toMatchObject({ id: agent.id, name: 'Code Assistant' });
  });

  it('still accepts the automation webhook from any origin, proven by its secret', async () => {
    const automationId = await insertAutomation(t.database.db, userId, { definition: webhookDefinition() });
    const { secret } = (await t.app.inject({ method: 'GET', url: `/api/automations/${automationId}/webhook`, headers: { cookie } })).json() as { secret: string };
    const hook = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${automationId}`,
      headers: { ...json, origin: 'https://court-filings.example', 'sec-fetch-site': 'cross-site', 'x-automation-secret': secret },
      payload: JSON.stringify({ kind: 'filing' }),
    });
    expect(hook.statusCode, hook.body).toBe(202);
    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: `/api/hooks/automations/${automationId}`,
      headers: { ...json, origin: 'https://court-filings.example', 'x-automation-secret': `${secret}x` },
      payload: '{}',
    });
    expect(wrongSecret.statusCode).toBe(401);
  });
});
