import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GmailCredentials } from '../../../activities/mail/gmail/credentials';
import { SecretBox } from '../../../activities/security/secret-box';
import { GOOGLE_SCOPES } from '../../../domain/mail/google-config';
import { FAKE_CLIENT, FakeGoogle } from '../support/fake-google';
import { createTestApp, signUpUser, TEST_APP_SECRET, type TestApp } from '../support/test-app';

let fake: FakeGoogle;
let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  fake = await FakeGoogle.start();
  t = await createTestApp({ google: fake.config() });
  const user = await signUpUser(t.app);
  cookie = user.cookie;
  userId = user.user.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.clearRequests();
  await t.database.db.deleteFrom('linked_accounts').execute();
  await t.database.db.deleteFrom('oauth_states').execute();
});

async function connect(sessionCookie = cookie): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: '/api/mail/gmail/connect', headers: { cookie: sessionCookie } });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().url);
}

const callback = (query: Record<string, string>, sessionCookie = cookie) =>
  t.app.inject({ method: 'GET', url: `/api/mail/gmail/callback?${new URLSearchParams(query)}`, headers: { cookie: sessionCookie } });

const linkedAccounts = () => t.database.db.selectFrom('linked_accounts').selectAll().execute();

describe('GET /api/mail/gmail/connect', () => {
  it("answers Google's consent URL: offline access, forced consent, the spec scopes and a stored state", async () => {
    const started = Date.now();
    const url = await connect();
    expect(`${url.origin}${url.pathname}`).toBe(fake.config().authBaseUrl);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(fake.config().redirectUri);
    expect(url.searchParams.get('scope')!.split(' ')).toEqual([...GOOGLE_SCOPES]);

    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const row = await t.database.db.selectFrom('oauth_states').selectAll().where('state', '=', state).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, provider: 'gmail' });
    const ttl = row.expires_at.getTime() - started;
    expect(ttl).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mail/gmail/connect' });
    expect(response.statusCode).toBe(401);
    expect(await t.database.db.selectFrom('oauth_states').selectAll().execute()).toHaveLength(0);
  });
});

describe('GET /api/mail/gmail/callback', () => {
  const identity = { email: 'attorney@example-firm.com', name: 'Maria Alvarez', sub: '108234567890123456789' };

  it('links the account with its tokens sealed at rest, then redirects to /email', async () => {
    const state = (await connect()).searchParams.get('state')!;
    fake.authorizationCodes.set('code-good', identity);
    const response = await callback({ code: 'code-good', state, scope: GOOGLE_SCOPES.join(' ') });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email');

    const token = fake.requestsTo('/token', 'POST')[0]!;
    expect(token.body).toMatchObject({ grant_type: 'authorization_code', code: 'code-good', redirect_uri: fake.config().redirectUri, client_id: FAKE_CLIENT.clientId });
    expect(fake.requestsTo('/gmail/v1/users/me/profile')).toHaveLength(1);

    const [account, ...others] = await linkedAccounts();
    expect(others).toHaveLength(0);
    expect(account).toMatchObject({ user_id: userId, provider: 'gmail', email: identity.email, name: 'Maria Alvarez', provider_account_id: identity.sub, connected: true });
    const credentials = new SecretBox(TEST_APP_SECRET).openJson<GmailCredentials>(account!.credentials_encrypted!);
    expect(fake.accessTokens.has(credentials.accessToken)).toBe(true);
    expect(fake.refreshTokens.has(credentials.refreshToken)).toBe(true);
    expect(credentials.email).toBe(identity.email);
    expect(credentials.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(account!.credentials_encrypted).not.toContain(credentials.accessToken);
    expect(account!.credentials_encrypted).not.toContain(credentials.refreshToken);
    expect(await t.database.db.selectFrom('oauth_states').selectAll().execute()).toHaveLength(0);
  });

  it('re-linking the same address updates the one account', async () => {
    for (const code of ['code-1', 'code-2']) {
      const state = (await connect()).searchParams.get('state')!;
      fake.authorizationCodes.set(code, identity);
      expect((await callback({ code, state })).statusCode).toBe(302);
    }
    const accounts = await linkedAccounts();
    expect(accounts).toHaveLength(1);
    const credentials = new SecretBox(TEST_APP_SECRET).openJson<GmailCredentials>(accounts[0]!.credentials_encrypted!);
    expect(fake.requestsTo('/token').length).toBe(2);
    expect(fake.accessTokens.has(credentials.accessToken)).toBe(true);
  });

  it('refuses an unknown state: 400, nothing stored, no code exchanged', async () => {
    fake.authorizationCodes.set('code-x', identity);
    const response = await callback({ code: 'code-x', state: 'forged-state' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_oauth_state', message: 'This Gmail connection link is invalid or has expired. Please start connecting your account again.' },
    });
    expect(await linkedAccounts()).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses another user's state and an expired one", async () => {
    const other = await signUpUser(t.app);
    const othersState = (await connect(other.cookie)).searchParams.get('state')!;
    fake.authorizationCodes.set('code-y', identity);
    expect((await callback({ code: 'code-y', state: othersState })).statusCode).toBe(400);

    const state = (await connect()).searchParams.get('state')!;
    await t.database.db.updateTable('oauth_states').set({ expires_at: new Date(Date.now() - 1000) }).where('state', '=', state).execute();
    expect((await callback({ code: 'code-y', state })).json().error.code).toBe('invalid_oauth_state');
    expect(await linkedAccounts()).toHaveLength(0);
    expect(fake.requestsTo('/token')).toHaveLength(0);
  });

  it('refuses a missing state', async () => {
    expect((await callback({ code: 'code-z' })).statusCode).toBe(400);
  });

  it('says so when Google sent no code (the user declined), and spends the state', async () => {
    const state = (await connect()).searchParams.get('state')!;
    const response = await callback({ state, error: 'access_denied' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'missing_authorization_code', message: 'No authorization code received from OAuth provider' } });
    expect(await t.database.db.selectFrom('oauth_states').selectAll().execute()).toHaveLength(0);
    expect(await linkedAccounts()).toHaveLength(0);
  });

  it('answers "Google sign in failed" when Google refuses the code, keeping nothing', async () => {
    const state = (await connect()).searchParams.get('state')!;
    const response = await callback({ code: 'not-issued', state });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'gmail_oauth_failed', message: 'Google sign in failed' } });
    expect(await linkedAccounts()).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const state = (await connect()).searchParams.get('state')!;
    const response = await t.app.inject({ method: 'GET', url: `/api/mail/gmail/callback?code=c&state=${state}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('Gmail linking when Google is not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare?.close());

  it('answers 503 on both routes', async () => {
    const { cookie: bareCookie } = await signUpUser(bare.app);
    const expected = { error: { code: 'gmail_not_configured', message: 'Gmail is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.' } };
    for (const url of ['/api/mail/gmail/connect', '/api/mail/gmail/callback?code=c&state=s']) {
      const response = await bare.app.inject({ method: 'GET', url, headers: { cookie: bareCookie } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(expected);
    }
  });
});
