import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, sessionCookieOf, signUpUser, TEST_APP_SECRET, type TestApp } from '../support/test-app';
import { ScheduleNotFoundError } from '@temporalio/client';
import { SecretBox } from '../../../activities/security/secret-box';
import { syncAutomationSchedule } from '../../../api/automations/schedule-sync';
import { automationScheduleId } from '../../../domain/automation/run-state';
import { insertAutomation, scheduleDefinition } from '../automations/trigger-support';

const PASSWORD = 'correct-horse-9';

function as(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    patch: (url: string, payload?: unknown) => call('PATCH', url, payload),
    delete: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

async function logIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('settings: account export, password, deletion and integrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const db0 = () => t.database.db;

  /** A user with a demo mailbox, an IMAP mailbox whose password is sealed, a task and a stored file. */
  async function userWithData(firstName: string) {
    const signed = await signUpUser(t.app, { firstName, password: PASSWORD });
    const api = as(t.app, signed.cookie);
    expect((await api.get('/api/mail/accounts')).statusCode).toBe(200);
    const sealed = new SecretBox(TEST_APP_SECRET).sealJson({ password: `imap-secret-of-${firstName}` });
    await t.database.db
      .insertInto('linked_accounts')
      .values({ user_id: signed.user.id, provider: 'imap', email: `${firstName.toLowerCase()}@mail.example-firm.com`, name: firstName, credentials_encrypted: sealed, settings: '{}', last_synced_at: new Date('2026-11-20T10:00:00Z') })
      .execute();
    const task = await api.post('/api/tasks', { title: `Brief for ${firstName}` });
    expect(task.statusCode).toBe(201);
    await t.database.db
      .insertInto('stored_files')
      .values({ user_id: signed.user.id, name: `notes-${firstName}.txt`, mime_type: 'text/plain', size_bytes: 12, sha256: 'x'.repeat(64), content: Buffer.from(`hello ${firstName}!`.padEnd(12).slice(0, 12)) })
      .execute();
    return { ...signed, api };
  }

  it('exports the user\'s rows as JSON, without secrets and without another user\'s rows', async () => {
    const alice = await userWithData('Alicia');
    const bruno = await userWithData('Bruno');
    const response = await alice.api.get('/api/account/export?format=json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="workspace-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = response.json() as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.users).toEqual([expect.objectContaining({ id: alice.user.id, email: alice.user.email })]);
    expect(body.tables.profiles?.[0]).toMatchObject({ id: alice.user.id, full_name: 'Alicia Alvarez' });
    expect(body.tables.tasks?.map((task) => task.title)).toEqual(['Brief for Alicia']);
    expect(body.tables.linked_accounts?.map((account) => account.provider).sort()).toEqual(['demo', 'imap']);
    expect(body.tables.sessions?.length).toBeGreaterThan(0);
    expect(body.tables.stored_files?.[0]).toMatchObject({ name: 'notes-Alicia.txt' });
    const text = response.body;
    for (const secret of ['password_hash', 'token_hash', 'credentials_encrypted', 'imap-secret-of', '$argon2']) expect(text).not.toContain(secret);
    expect(text).not.toContain(bruno.user.id);
    expect(text).not.toContain('Brief for Bruno');
    expect(text).not.toContain(bruno.user.email);
  });

  it('exports a valid ZIP: one JSON file per table and the stored files\' bytes', async () => {
    const carla = await userWithData('Carla');
    const response = await carla.api.get('/api/account/export?format=zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/filename="workspace-export-.*\.zip"/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'tables/users.json', 'tables/tasks.json', 'tables/linked_accounts.json']));
    expect(JSON.parse(strFromU8(entries['tables/tasks.json']!))).toEqual([expect.objectContaining({ title: 'Brief for Carla' })]);
    const file = names.find((name) => name.startsWith('files/') && name.endsWith('notes-Carla.txt'));
    expect(file).toBeDefined();
    expect(strFromU8(entries[file!]!)).toBe('hello Carla!');
    expect(strFromU8(entries['tables/linked_accounts.json']!)).not.toContain('credentials');
  });

  it('refuses an unknown export format', async () => {
    const dana = await signUpUser(t.app);
    expect((await as(t.app, dana.cookie).get('/api/account/export?format=pdf')).statusCode).toBe(400);
  });

  it('changes the password with the sign-up rules and signs out the other sessions', async () => {
    const erin = await signUpUser(t.app, { password: PASSWORD });
    const second = await logIn(t.app, erin.user.email, PASSWORD);
    const otherCookie = sessionCookieOf(second);
    const api = as(t.app, erin.cookie);

    const wrong = await api.post('/api/account/password', { currentPassword: 'not-my-password', newPassword: 'a-much-better-one-42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The current password is not correct.');

    const weak = await api.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('auth/weak-password');

    const common = await api.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);

    const changed = await api.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'a-much-better-one-42' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().otherSessionsEnded).toBe(1);
    expect((await as(t.app, otherCookie).get('/api/auth/me')).statusCode).toBe(401);
    expect((await api.get('/api/auth/me')).statusCode).toBe(200);
    expect((await logIn(t.app, erin.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(t.app, erin.user.email, 'a-much-better-one-42')).statusCode).toBe(200);
  });

  it('revokes the user\'s own sessions only: another user\'s session id is 404', async () => {
    const fay = await signUpUser(t.app);
    const gus = await signUpUser(t.app);
    const gusSessions = (await as(t.app, gus.cookie).get('/api/auth/sessions')).json().sessions as { id: string }[];
    const foreign = await as(t.app, fay.cookie).delete(`/api/auth/sessions/${gusSessions[0]!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await as(t.app, gus.cookie).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('deletes the account with everything in it after the password is confirmed, ends the session and removes its schedules', async () => {
    const hana = await userWithData('Hana');
    const ivan = await userWithData('Ivan');
    const schedule = { type: 'recurring', startDate: '2030-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true } as const;
    const automationId = await insertAutomation(t.database.db, hana.user.id, { definition: scheduleDefinition(schedule) });
    await syncAutomationSchedule({ db: t.database.db, temporal: t.temporal }, automationId);
    const handle = t.temporal.client.schedule.getHandle(automationScheduleId(automationId));
    expect((await handle.describe()).state.paused).toBe(false);
    const wrong = await hana.api.delete('/api/account', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect((await hana.api.get('/api/auth/me')).statusCode).toBe(200);

    const deleted = await hana.api.delete('/api/account', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((cookie) => cookie.name === 'ws_session')?.value).toBe('');
    expect((await hana.api.get('/api/auth/me')).statusCode).toBe(401);
    expect((await logIn(t.app, hana.user.email, PASSWORD)).statusCode).toBe(401);
    await expect(handle.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect(Number((await db0().selectFrom('automations').select((eb) => eb.fn.countAll().as('n')).where('id', '=', automationId).executeTakeFirstOrThrow()).n)).toBe(0);

    const db = t.database.db;
    const left = async (table: 'users' | 'profiles' | 'sessions' | 'linked_accounts' | 'tasks' | 'stored_files' | 'demo_messages', column: 'id' | 'user_id') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', hana.user.id).executeTakeFirstOrThrow()).n);
    expect(await left('users', 'id')).toBe(0);
    expect(await left('profiles', 'id')).toBe(0);
    for (const table of ['sessions', 'linked_accounts', 'tasks', 'stored_files', 'demo_messages'] as const) expect(await left(table, 'user_id')).toBe(0);
    // The other user keeps everything.
    expect((await ivan.api.get('/api/tasks')).json().tasks.map((task: { title: string }) => task.title)).toEqual(['Brief for Ivan']);
  });

  it('shows each integration\'s real state: the linked demo and IMAP mailboxes, Google not set up, AI and CourtListener from the server', async () => {
    const june = await userWithData('June');
    const response = await june.api.get('/api/integrations');
    expect(response.statusCode).toBe(200);
    const byId = Object.fromEntries((response.json().integrations as { id: string }[]).map((entry) => [entry.id, entry])) as unknown as Record<string, { status: string; detail: string; accounts: { email: string; lastSynced: string | null }[] }>;
    expect(Object.keys(byId)).toEqual(['gmail', 'imap', 'google-calendar', 'google-drive', 'ai', 'courtlistener', 'demo']);
    expect(byId.imap).toMatchObject({ status: 'connected', accounts: [{ email: 'june@mail.example-firm.com', lastSynced: '2026-11-20T10:00:00.000Z' }] });
    expect(byId.demo!.status).toBe('connected');
    expect(byId.gmail!.status).toBe('unavailable');
    expect(byId['google-calendar']!.status).toBe('unavailable');
    expect(byId.ai!.status).toBe('unavailable');
    expect(byId.ai!.detail).toContain('No AI key');
    expect(byId.courtlistener!.detail).toContain('without a token');

    const me = (await june.api.get('/api/auth/me')).json().user;
    expect(me.integrations).toEqual([
      expect.objectContaining({ provider: 'demo', connected: true }),
      { provider: 'imap', email: 'june@mail.example-firm.com', connected: true, lastSynced: '2026-11-20T10:00:00.000Z' },
    ]);

    const ai = (await june.api.get('/api/settings/ai-provider')).json();
    expect(ai).toMatchObject({ key: 'not-set', keyProblem: null, model: 'offline' });
    expect(JSON.stringify(ai)).not.toMatch(/apiKey/);
  });

  it('turns a kind of notification off: none of that kind is created any more', async () => {
    const kim = await signUpUser(t.app);
    const api = as(t.app, kim.cookie);
    const off = await api.patch('/api/settings/notifications', { approval: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().kinds).toContainEqual({ kind: 'approval', enabled: false });
    expect(off.json().kinds).toContainEqual({ kind: 'mention', enabled: true });
    const { sql } = await import('kysely');
    await sql`select notify_user(${kim.user.id}::uuid, 'approval', 'Muted', 'x', null, '{}'::jsonb)`.execute(t.database.db);
    await sql`select notify_user(${kim.user.id}::uuid, 'mention', 'Heard', 'x', null, '{}'::jsonb)`.execute(t.database.db);
    const titles = (await t.database.db.selectFrom('notifications').select('title').where('user_id', '=', kim.user.id).execute()).map((row) => row.title);
    expect(titles).toEqual(['Heard']);
    expect((await api.patch('/api/settings/notifications', { nonsense: true })).statusCode).toBe(400);
  });
});
