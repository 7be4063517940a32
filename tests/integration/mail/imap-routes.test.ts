import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../activities/security/secret-box';
import { MAIL_SERVER_FAILURE_CODE, MAIL_SERVER_FAILURE_MESSAGE } from '../../../domain/mail/mail-server-failure';
import { startMailServers, type MailServers } from '../support/mail-servers';
import { createTestApp, signUpUser, TEST_APP_SECRET, type TestApp } from '../support/test-app';

let t: TestApp;
let servers: MailServers;

beforeAll(async () => {
  [t, servers] = await Promise.all([createTestApp(), startMailServers()]);
});

afterAll(async () => {
  await t?.close();
  await servers?.stop();
});

const CONNECTION_FAILED = { error: { code: MAIL_SERVER_FAILURE_CODE, message: MAIL_SERVER_FAILURE_MESSAGE } };

function linkBody(overrides: Record<string, unknown> = {}) {
  return { email: servers.imap.username, name: 'Maria Alvarez', ...servers.settings, password: servers.imap.password, ...overrides };
}

async function imapRows(userId: string) {
  return t.database.db.selectFrom('linked_accounts').selectAll().where('user_id', '=', userId).where('provider', '=', 'imap').execute();
}

describe('POST /api/mail/accounts/imap', () => {
  it('links an IMAP account after signing in to both servers, with the password sealed at rest', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload: linkBody() });
    expect(response.statusCode, response.body).toBe(201);
    const { account } = response.json();
    expect(account).toEqual({ id: expect.any(String), provider: 'imap', email: servers.imap.username, name: 'Maria Alvarez', connected: true, lastSynced: null, isDemo: false });

    const [row] = await imapRows(user.id);
    expect(row).toMatchObject({ id: account.id, provider: 'imap', email: servers.imap.username, connected: true });
    expect(row!.settings).toEqual(servers.settings);
    expect(JSON.stringify(row!.settings)).not.toContain(servers.imap.password);
    expect(row!.credentials_encrypted).not.toContain(servers.imap.password);
    expect(new SecretBox(TEST_APP_SECRET).openJson(row!.credentials_encrypted!)).toEqual({ password: servers.imap.password });
  });

  it('answers 409 when the same mailbox is linked twice, in any letter case', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload: linkBody() });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload: linkBody({ email: servers.imap.username.toUpperCase() }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'mail/account-already-linked', message: `The IMAP account ${servers.imap.username.toUpperCase()} is already linked.` } });
    expect(await imapRows(user.id)).toHaveLength(1);
  });

  it('answers 400 with the one connection message when the password is wrong, and stores nothing', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload: linkBody({ password: 'wrong-password' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CONNECTION_FAILED);
    expect(await imapRows(user.id)).toEqual([]);
  });

  it('answers a closed port, a TLS mismatch and a wrong password identically', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const attempts = [linkBody({ password: 'wrong-password' }), linkBody({ imapPort: 1 }), linkBody({ smtpPort: 1 }), linkBody({ imapSecure: true })];
    const replies = [];
    for (const payload of attempts) replies.push(await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload }));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(replies[0]!.statusCode);
      expect(reply.body).toBe(replies[0]!.body);
    }
    expect(replies[0]!.statusCode).toBe(400);
    expect(replies[0]!.json()).toEqual(CONNECTION_FAILED);
    expect(await imapRows(user.id)).toEqual([]);
  });

  it('requires a signed-in user and complete settings', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', payload: linkBody() });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signUpUser(t.app);
    const { smtpHost: _omitted, ...incomplete } = linkBody();
    const missing = await t.app.inject({ method: 'POST', url: '/api/mail/accounts/imap', headers: { cookie }, payload: incomplete });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('smtpHost is required.');
  });
});
