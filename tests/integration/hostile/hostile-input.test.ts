import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { demoAccountId } from '../support/mail-helpers';

const BAD_TEXT_MESSAGE = /may not contain NUL characters or unpaired surrogate characters\.$/;

/** One raw HTTP exchange, so that errors Node answers on the socket are seen as a browser sees them. */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hostile input', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signUpUser(t.app));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const agentBody = (name: string) => ({ name, type: 'email', autonomyLevel: 'supervised' });

  it('refuses a NUL character in an agent name and writes no row', async () => {
    const before = await t.database.db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: agentBody('Clerk\u0000') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_text');
    expect(response.json().error.message).toMatch(/^Text in "name" /);
    expect(response.json().error.message).toMatch(BAD_TEXT_MESSAGE);
    const after = await t.database.db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses lone surrogates sent as JSON escapes, in keys and deep values', async () => {
    const accountId = await demoAccountId(t.app, cookie);
    const label = await t.app.inject({
      method: 'POST',
      url: `/api/mail/accounts/${accountId}/labels`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name": "Clients \\ud800"}',
    });
    expect(label.statusCode).toBe(400);
    expect(label.json().error).toEqual({ code: 'invalid_text', message: 'Text in "name" may not contain NUL characters or unpaired surrogate characters.' });

    const key = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie, 'content-type': 'application/json' }, payload: '{"config": {"\\udc00": 1}}' });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.code).toBe('invalid_text');

    const paired = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: agentBody('Clerk \u{1F600}') });
    expect(paired.statusCode).toBe(201);
  });

  it('refuses NUL in a query string and a path parameter', async () => {
    const accountId = await demoAccountId(t.app, cookie);
    const nul = await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages?search=hearing%00`, headers: { cookie } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toEqual({ code: 'invalid_text', message: 'Text in "search" may not contain NUL characters or unpaired surrogate characters.' });
    const param = await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages/abc%00`, headers: { cookie } });
    expect(param.statusCode).toBe(400);
    expect(param.json().error.code).toBe('invalid_text');
  });

  it('refuses JSON nested 100 000 levels deep with a 400, before parsing it', async () => {
    const payload = '['.repeat(100_000) + ']'.repeat(100_000);
    const response = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_json', message: 'JSON may be nested at most 64 levels deep.' });
    const inString = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: agentBody('['.repeat(90)) });
    expect(inString.statusCode).toBe(201);
  });

  it('answers nested recipient lists with a 400, not a crash', async () => {
    const accountId = await demoAccountId(t.app, cookie);
    for (const to of [[['a@b.co']], [['a@b.co', 'c@d.co']], [1], 5]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/send`, headers: { cookie }, payload: { to, subject: 'Hi', body: 'Text' } });
      expect(response.statusCode, JSON.stringify(to)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    const sent = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/send`, headers: { cookie }, payload: { to: ['a@b.co'], subject: 'Hi', body: 'Text' } });
    expect(sent.statusCode).toBe(201);
  });

  it('deletes the demo mailbox with all its rows', async () => {
    const { cookie: own } = await signUpUser(t.app);
    const accountId = await demoAccountId(t.app, own);
    const before = await t.database.db.selectFrom('demo_folder_counts').select('folder').where('account_id', '=', accountId).execute();
    expect(before.length).toBeGreaterThan(0);
    const headers = { cookie: own, 'content-type': 'application/json' };
    const response = await t.app.inject({ method: 'DELETE', url: `/api/mail/accounts/${accountId}`, headers });
    expect(response.statusCode).toBe(204);
    for (const table of ['demo_messages', 'demo_labels', 'demo_folder_counts'] as const) {
      const rows = await t.database.db.selectFrom(table).select('account_id').where('account_id', '=', accountId).execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('answers oversized headers (431) and overlong addresses (414) in the one error shape', async () => {
    const headers = await rawGet(port, '/api/health', { 'x-filler': 'a'.repeat(64 * 1024) });
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toEqual({ error: { code: 'headers_too_large', message: 'The request headers are too large.' } });

    const longUrl = await rawGet(port, `/api/agents/${'a'.repeat(2000)}`, { cookie });
    expect(longUrl.status).toBe(414);
    expect(JSON.parse(longUrl.body)).toEqual({ error: { code: 'uri_too_long', message: 'The address is too long.' } });

    const badUrl = await rawGet(port, '/api/agents/%E0%A4%A', { cookie });
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body).error.code).toBe('bad_url');
  });

  it('answers unknown API paths, oversized and non-JSON bodies in the one error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const big = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie, 'content-type': 'application/json' }, payload: `{"name": "${'a'.repeat(1_100_000)}"}` });
    expect(big.statusCode).toBe(413);
    expect(Object.keys(big.json().error).sort()).toEqual(['code', 'message']);
  });
});
