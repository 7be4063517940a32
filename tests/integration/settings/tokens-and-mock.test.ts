import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../activities/security/secret-box';
import type { GmailCredentials } from '../../../activities/mail/gmail/credentials';
import { MOCK_SESSION_SECONDS } from '../../../domain/mock/mock-mode';
import { DEMO_WORKSPACE_RULE, reserveDemoWorkspace, TooManyDemoWorkspacesError } from '../../../api/mock/demo-throttle';
import { apiAs, type Api } from '../calendar/calendar-helpers';
import { FakeGoogle } from '../support/fake-google';
import { fakeCredentials, linkFakeGmail } from '../support/google-fixture';
import { createTestApp, sessionCookieOf, signUpUser, TEST_APP_SECRET, type TestApp } from '../support/test-app';

const box = new SecretBox(TEST_APP_SECRET);

describe('stored Google tokens: status and refresh against Google (the fake on loopback)', () => {
  let t: TestApp;
  let fake: FakeGoogle;
  let linked: Api;
  let unlinked: Api;
  let accountId: string;

  beforeAll(async () => {
    fake = await FakeGoogle.start();
    t = await createTestApp({ google: fake.config() });
    const me = await signUpUser(t.app);
    accountId = await linkFakeGmail(t.database.db, me.user.id, fake);
    linked = apiAs(t.app, me.cookie);
    unlinked = apiAs(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const storedCredentials = async (): Promise<GmailCredentials> => {
    const row = await t.database.db.selectFrom('linked_accounts').select('credentials_encrypted').where('id', '=', accountId).executeTakeFirstOrThrow();
    return box.openJson<GmailCredentials>(row.credentials_encrypted!);
  };
  const setExpiry = async (minutes: number) => {
    const next = { ...(await storedCredentials()), expiresAt: Math.floor(Date.now() / 1000) + minutes * 60 };
    await t.database.db.updateTable('linked_accounts').set({ credentials_encrypted: box.sealJson(next) }).where('id', '=', accountId).execute();
  };

  it('describes each linked account’s token without the token itself', async () => {
    await setExpiry(12);
    const response = await linked.get('/api/tokens/status');
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json();
    expect(status.googleConfigured).toBe(true);
    expect(status.accounts).toHaveLength(1);
    expect(status.accounts[0]).toMatchObject({ accountId, email: fake.gmail.email, valid: true, refreshDue: true, canRefresh: true });
    expect(status.accounts[0].minutesLeft).toBeGreaterThanOrEqual(11);
    expect(status.accounts[0].minutesLeft).toBeLessThanOrEqual(12);
    const stored = await storedCredentials();
    expect(response.body).not.toContain(stored.accessToken);
    expect(response.body).not.toContain(stored.refreshToken);
    expect(fake.requestsTo('/token')).toHaveLength(0);
  });

  it('counts a token under 5 minutes from expiry as not valid', async () => {
    await setExpiry(4);
    const [account] = (await linked.get('/api/tokens/status')).json().accounts;
    expect(account).toMatchObject({ valid: false, refreshDue: true });
  });

  it('refreshes through Google’s token endpoint, saves the new token sealed, and answers with the new state', async () => {
    await setExpiry(4);
    const before = await storedCredentials();
    fake.clearRequests();
    const response = await linked.post('/api/tokens/refresh', {});
    expect(response.statusCode, response.body).toBe(200);
    const [account] = response.json().accounts;
    expect(account).toMatchObject({ accountId, refreshed: true, error: null, valid: true, refreshDue: false });
    expect(account.minutesLeft).toBeGreaterThanOrEqual(58);
    expect(fake.requestsTo('/token', 'POST')).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: before.refreshToken });
    const after = await storedCredentials();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(fake.accessTokens.has(after.accessToken)).toBe(true);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(Date.parse(after.storedAt)).toBeGreaterThan(Date.parse(before.storedAt) - 1);
  });

  it('says "Token refresh failed" when Google refuses the refresh token, keeping the old token', async () => {
    const before = await storedCredentials();
    fake.refreshTokens.delete(before.refreshToken);
    const response = await linked.post('/api/tokens/refresh', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().accounts[0]).toMatchObject({ refreshed: false, error: 'Token refresh failed' });
    expect((await storedCredentials()).accessToken).toBe(before.accessToken);
    fake.refreshTokens.add(before.refreshToken);
  });

  it('says "Google: Token refresh returned null" when Google answers without a token', async () => {
    fake.respondOnce({ method: 'POST', path: '/token' }, 200, { token_type: 'Bearer', expires_in: 3599 });
    const response = await linked.post('/api/tokens/refresh', {});
    expect(response.json().accounts[0]).toMatchObject({ refreshed: false, error: 'Google: Token refresh returned null' });
  });

  it('with no Google account linked: an empty status, and the spec’s text for a refresh', async () => {
    const status = await unlinked.get('/api/tokens/status');
    expect(status.json().accounts).toEqual([]);
    const refresh = await unlinked.post('/api/tokens/refresh', {});
    expect(refresh.statusCode).toBe(409);
    expect(refresh.json().error).toEqual({ code: 'no_google_account', message: 'No access token available - please sign in to Google' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tokens/status' })).statusCode).toBe(401);
  });

  it('fresh credentials from the fixture are what the status reads', () => {
    expect(fakeCredentials(fake).expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('mock mode, developer checks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  it('is off by default', async () => {
    const api = apiAs(t.app, (await signUpUser(t.app)).cookie);
    const status = await api.get('/api/mock/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ mode: 'off', expiresAt: null, samples: { calendarEvents: 0, tasks: 0, automations: 0, approvals: 0 } });
  });

  it('"true": a fresh demo user, signed in for exactly 3600 s, with the seeded workspace', async () => {
    const started = Date.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/mock/session', payload: { mode: 'true' } });
    const took = Date.now() - started;
    expect(response.statusCode, response.body).toBe(201);
    const { user, mock } = response.json();
    expect(user.email).toMatch(/^demo-[0-9a-f]+@demo\.workspace\.invalid$/);
    expect(mock.mode).toBe('true');
    const cookie = response.cookies.find((c) => c.name === 'ws_session')!;
    const session = await t.database.db.selectFrom('sessions').select(['created_at', 'expires_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Date.parse(mock.expiresAt)).toBe(session.expires_at.getTime());
    expect(session.expires_at.getTime()).toBeGreaterThanOrEqual(started + MOCK_SESSION_SECONDS * 1000);
    expect(session.expires_at.getTime()).toBeLessThanOrEqual(started + took + MOCK_SESSION_SECONDS * 1000);
    expect((cookie.expires as Date).getTime()).toBe(Math.floor(session.expires_at.getTime() / 1000) * 1000);

    const api = apiAs(t.app, sessionCookieOf(response));
    expect((await api.get('/api/auth/me')).json().user.id).toBe(user.id);
    expect((await api.get('/api/mock/status')).json()).toMatchObject({ mode: 'true', samples: { calendarEvents: 4, tasks: 3, automations: 1, approvals: 1 } });

    const db = t.database.db;
    const events = await db.selectFrom('calendar_events').select(['title', 'hearing_type', 'category']).where('user_id', '=', user.id).execute();
    expect(events.filter((event) => event.category === 'hearing').map((event) => event.hearing_type).sort()).toEqual(['MSC', 'Trial']);
    expect(events.filter((event) => event.category === 'deadline')).toHaveLength(2);
    expect(await db.selectFrom('tasks').select('title').where('user_id', '=', user.id).execute()).toHaveLength(3);
    const agents = await db.selectFrom('agents').select('name').where('user_id', '=', user.id).execute();
    expect(agents.map((agent) => agent.name)).toEqual(expect.arrayContaining(['Research Assistant', 'Task Agent', 'E-mail Agent']));
    const automations = await db.selectFrom('automations').select(['name', 'status', 'template_name']).where('user_id', '=', user.id).execute();
    expect(automations).toEqual([{ name: 'Email Classification', status: 'inactive', template_name: 'Email Classification' }]);
    const audits = await db.selectFrom('audit_entries').select(['status', 'action_type']).where('user_id', '=', user.id).execute();
    expect(audits).toEqual([{ status: 'pending', action_type: 'task.create' }]);
    const mailbox = await db.selectFrom('linked_accounts').select('id').where('user_id', '=', user.id).where('provider', '=', 'demo').execute();
    expect(mailbox).toHaveLength(1);

    // The analyses were started through the outbox with the rest: the worker analyses the demo inbox.
    const deadline = Date.now() + 60_000;
    let analysed = 0;
    while (Date.now() < deadline) {
      analysed = (await db.selectFrom('email_analyses').select('id').where('user_id', '=', user.id).execute()).length;
      if (analysed > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(analysed).toBeGreaterThan(0);
  }, 90_000);

  it('"hybrid": samples marked as samples for that user only, and removable', async () => {
    const me = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const api = apiAs(t.app, me.cookie);
    const db = t.database.db;
    await db.insertInto('tasks').values({ user_id: me.user.id, title: 'My real task', order: 1, tags: [] }).execute();

    expect((await t.app.inject({ method: 'POST', url: '/api/mock/session', payload: { mode: 'hybrid' } })).statusCode).toBe(401);
    const on = await api.post('/api/mock/session', { mode: 'hybrid' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().user.id).toBe(me.user.id);
    expect(on.json().mock).toMatchObject({ mode: 'hybrid', expiresAt: null, samples: { calendarEvents: 4, tasks: 3, automations: 1, approvals: 1 } });
    expect((await api.post('/api/mock/session', { mode: 'hybrid' })).json().mock.samples.tasks).toBe(3);

    const tasks = await db.selectFrom('tasks').select(['title', 'tags']).where('user_id', '=', me.user.id).orderBy('title').execute();
    expect(tasks).toHaveLength(4);
    for (const task of tasks.filter((row) => row.title !== 'My real task')) {
      expect(task.title.startsWith('Sample: ')).toBe(true);
      expect(task.tags).toContain('sample');
    }
    const events = await db.selectFrom('calendar_events').select('title').where('user_id', '=', me.user.id).execute();
    expect(events.every((event) => event.title.startsWith('Sample: '))).toBe(true);
    expect((await db.selectFrom('tasks').select('id').where('user_id', '=', other.user.id).execute())).toHaveLength(0);
    expect((await apiAs(t.app, other.cookie).get('/api/mock/status')).json().mode).toBe('off');

    const off = await api.delete('/api/mock/session');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ mode: 'off', samples: { calendarEvents: 0, tasks: 0, automations: 0, approvals: 0 } });
    expect(await db.selectFrom('tasks').select('title').where('user_id', '=', me.user.id).execute()).toEqual([{ title: 'My real task' }]);
    expect(await db.selectFrom('calendar_events').select('id').where('user_id', '=', me.user.id).execute()).toHaveLength(0);
    expect(await db.selectFrom('automations').select('id').where('user_id', '=', me.user.id).execute()).toHaveLength(0);
    const audits = await db.selectFrom('audit_entries').select('status').where('user_id', '=', me.user.id).execute();
    expect(audits).toEqual([{ status: 'rejected' }]);
    expect((await api.delete('/api/mock/session')).statusCode).toBe(409);
  });

  it('refuses an unknown mode', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/mock/session', payload: { mode: 'maybe' } });
    expect(response.statusCode).toBe(400);
  });

  it('launch test: every row answers pass, warn or fail in plain words', async () => {
    const api = apiAs(t.app, (await signUpUser(t.app)).cookie);
    const response = await api.get('/api/launch-test');
    expect(response.statusCode, response.body).toBe(200);
    const checks = response.json().checks as Array<{ id: string; state: string; summary: string; detail: string }>;
    expect(checks.map((check) => check.id)).toEqual(['database', 'temporal', 'worker', 'ai', 'embedding', 'mail', 'calendar', 'drive', 'caselaw']);
    const state = (id: string) => checks.find((check) => check.id === id)!.state;
    expect(state('database')).toBe('pass');
    expect(state('temporal')).toBe('pass');
    expect(state('worker')).toBe('pass');
    expect(state('ai')).toBe('warn');
    expect(state('mail')).toBe('warn');
    expect(state('calendar')).toBe('warn');
    for (const check of checks) {
      expect(['pass', 'warn', 'fail']).toContain(check.state);
      expect(check.summary).not.toMatch(/poller|namespace|workflow id/i);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/launch-test' })).statusCode).toBe(401);
  });

  it('email diagnostics: opens the demo mailbox, lists folders and the first page, with timings; 404 for another user’s account', async () => {
    const me = await signUpUser(t.app);
    const api = apiAs(t.app, me.cookie);
    const [account] = (await api.get('/api/mail/accounts')).json().accounts;
    const response = await api.get(`/api/developer/email/${account.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { steps } = response.json();
    expect(steps.map((step: { step: string }) => step.step)).toEqual(['open', 'folders', 'firstPage']);
    expect(steps.every((step: { ok: boolean; ms: number }) => step.ok && step.ms >= 0)).toBe(true);
    expect(steps[2].summary).toMatch(/messages on the first inbox page/);
    const stranger = apiAs(t.app, (await signUpUser(t.app)).cookie);
    expect((await stranger.get(`/api/developer/email/${account.id}`)).statusCode).toBe(404);
  });
});

describe('mock mode: demo workspaces from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reports the seeding transaction’s time in Server-Timing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/mock/session', payload: { mode: 'true' } });
    expect(response.statusCode, response.body).toBe(201);
    const timing = /^seed;dur=(\d+);desc="demo workspace", seed-cpu;dur=(\d+)$/.exec(String(response.headers['server-timing']));
    expect(timing).not.toBeNull();
  });

  it('lets one address make 10 demo workspaces an hour, then asks it to wait, without touching its sign-ins', async () => {
    const address = '198.51.100.7';
    for (let index = 0; index < DEMO_WORKSPACE_RULE.freeFailures - 1; index += 1) await reserveDemoWorkspace(t.database.db, address);
    // The 10th is still free; it starts the first wait for the 11th.
    await reserveDemoWorkspace(t.database.db, address);
    const refused = await reserveDemoWorkspace(t.database.db, address).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyDemoWorkspacesError);
    expect((refused as TooManyDemoWorkspacesError).statusCode).toBe(429);
    expect((refused as TooManyDemoWorkspacesError).retryAfterSeconds).toBe(60);
    expect((refused as Error).message).toBe('Too many demo workspaces from this address. Please wait 1 minute and try again.');
    await expect(reserveDemoWorkspace(t.database.db, '198.51.100.8')).resolves.toBeUndefined();
    const signIns = await t.database.db.selectFrom('login_throttle').select('subject').where('subject', '=', address).execute();
    expect(signIns).toEqual([]);
  });
});
