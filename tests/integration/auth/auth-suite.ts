import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDriver } from '../support/database';
import { createTestApp, sessionCookieOf, signUpUser, uniqueEmail, type TestApp } from '../support/test-app';

/** Sign-up, login, sessions and the current user, run once per database driver. */
export function describeAuth(driver: TestDriver): void {
  describe(`auth API (${driver})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver });
    });
    afterAll(async () => t?.close());

    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
    const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', ...(cookie ? { headers: { cookie } } : {}) });
    const countUsers = async (email: string) =>
      Number((await sql<{ n: number }>`select count(*)::int as n from users where lower(email) = lower(${email})`.execute(t.database.db)).rows[0]?.n);

    it('signs up with the default pro subscription and an httpOnly, SameSite session cookie', async () => {
      const email = uniqueEmail('ann');
      const response = await post('/api/auth/signup', { email, password: 'hearing-2026', firstName: 'Ann', lastName: 'Lee' });
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toMatchObject({ email, fullName: 'Ann Lee', subscription: { plan: 'pro', type: 'individual', status: 'active' }, integrations: [] });
      expect(user.avatar).toMatch(/^\/images\/avatars\/default-[1-4]\.svg$/);
      const cookie = response.cookies.find((c) => c.name === 'ws_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const profile = await t.database.db.selectFrom('profiles').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ email, full_name: 'Ann Lee', avatar_url: null });
      const stored = await t.database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toBe(cookie?.value);
    });

    it('refuses a second account for the same e-mail, whatever its case', async () => {
      const { body } = await signUpUser(t.app);
      const response = await post('/api/auth/signup', { ...body, email: body.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'auth/email-already-in-use', message: 'An account with this email already exists.' } });
      expect(await countUsers(body.email)).toBe(1);
    });

    it.each([
      ['short', 'abc1', 'Password must be at least 8 characters.'],
      ['common', 'password123', 'This password is one of the most commonly used ones. Please choose a less common password.'],
      ['common, any case', 'Qwerty123', 'This password is one of the most commonly used ones. Please choose a less common password.'],
      ['control character', 'hearing\t2026', 'Password must not contain control characters such as tabs or line breaks.'],
    ])('refuses a weak password (%s) and writes nothing', async (_case, password, message) => {
      const email = uniqueEmail('weak');
      const response = await post('/api/auth/signup', { email, password, firstName: 'A', lastName: 'B' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'auth/weak-password', message } });
      expect(await countUsers(email)).toBe(0);
    });

    it('accepts passwords and names in any script, and refuses control characters in names', async () => {
      for (const [password, firstName, lastName] of [
        ['пароль-Ёжик-2026', 'Zoë', 'José-María'],
        ['contraseña segura ñandú', 'Łukasz', '山田'],
      ]) {
        const response = await post('/api/auth/signup', { email: uniqueEmail('unicode'), password, firstName, lastName });
        expect(response.statusCode).toBe(201);
        expect(response.json().user.fullName).toBe(`${firstName} ${lastName}`);
        const login = await post('/api/auth/login', { email: response.json().user.email, password });
        expect(login.statusCode).toBe(200);
      }
      const email = uniqueEmail('control');
      const tabbed = await post('/api/auth/signup', { email, password: 'hearing-2026', firstName: 'Ann\tMarie', lastName: 'Lee' });
      expect(tabbed.statusCode).toBe(400);
      expect(tabbed.json()).toEqual({ error: { code: 'validation_error', message: 'Names must not contain control characters such as tabs or line breaks.' } });
      expect(await countUsers(email)).toBe(0);
    });

    it('refuses an invalid e-mail and missing or blank names', async () => {
      const bad = await post('/api/auth/signup', { email: 'not-an-email', password: 'hearing-2026', firstName: 'A', lastName: 'B' });
      expect(bad.json()).toEqual({ error: { code: 'auth/invalid-email', message: 'Please enter a valid email address.' } });
      const missing = await post('/api/auth/signup', { email: uniqueEmail(), password: 'hearing-2026', lastName: 'B' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: { code: 'validation_error', message: 'firstName is required.' } });
      const blank = await post('/api/auth/signup', { email: uniqueEmail(), password: 'hearing-2026', firstName: 'A', lastName: '  ' });
      expect(blank.json().error.message).toBe('Please enter your last name.');
    });

    it('rolls the user back when the profile cannot be created, answering 500 with the spec text', async () => {
      await sql`create function refuse_profile() returns trigger language plpgsql as $$ begin raise exception 'profile storage offline'; end $$`.execute(t.database.db);
      await sql`create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()`.execute(t.database.db);
      try {
        const email = uniqueEmail('rollback');
        const response = await post('/api/auth/signup', { email, password: 'hearing-2026', firstName: 'R', lastName: 'B' });
        expect(response.statusCode).toBe(500);
        // The spec's text, but never the database's own words (they stay in the log).
        expect(response.json()).toEqual({
          error: { code: 'auth/unknown-error', message: 'User created but failed to create profile: the account was not kept. Please try again.' },
        });
        expect(response.body).not.toMatch(/profile storage offline|trigger|plpgsql/);
        expect(await countUsers(email)).toBe(0);
      } finally {
        await sql`drop trigger refuse_profile on profiles`.execute(t.database.db);
        await sql`drop function refuse_profile()`.execute(t.database.db);
      }
    });

    it('logs in, reads the current user, logs out and the old cookie stops working', async () => {
      const { body } = await signUpUser(t.app, { firstName: 'Luis', lastName: 'Ortega' });
      const login = await post('/api/auth/login', { email: body.email, password: body.password });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookieOf(login);
      const current = await me(cookie);
      expect(current.statusCode).toBe(200);
      expect(current.json().user.fullName).toBe('Luis Ortega');

      const logout = await post('/api/auth/logout', {}, cookie);
      expect(logout.statusCode).toBe(204);
      const after = await me(cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: { code: 'auth/unauthorized', message: 'User not authenticated' } });
    });

    it('answers bad credentials the same way for a wrong password and an unknown e-mail', async () => {
      const { body } = await signUpUser(t.app);
      const wrong = await post('/api/auth/login', { email: body.email, password: 'wrong-password-1' });
      const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password-1' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: { code: 'auth/invalid-credentials', message: 'Invalid email or password.' } });
      }
    });

    it('slows guessing per account and address: the 11th parallel guess waits, with Retry-After, the owner elsewhere does not', async () => {
      const { body } = await signUpUser(t.app);
      const guess = (n: number) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: `guess-${n}x` }, remoteAddress: '203.0.113.11' });
      const replies = await Promise.all(Array.from({ length: 11 }, (_, n) => guess(n)));
      expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(10);
      const blocked = replies.find((r) => r.statusCode === 429);
      expect(blocked?.headers['retry-after']).toBe('1');
      expect(blocked?.json()).toEqual({ error: { code: 'auth/too-many-requests', message: 'Too many sign-in attempts. Please wait 1 second and try again.' } });
      const owner = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password }, remoteAddress: '198.51.100.11' });
      expect(owner.statusCode).toBe(200);
    });

    it('falls back to the e-mail local part for the full name, and lets the user set it', async () => {
      const { cookie, user } = await signUpUser(t.app, { email: `jordan.kim.${Date.now()}@example-firm.com` });
      await t.database.db.updateTable('profiles').set({ full_name: null }).where('id', '=', user.id).execute();
      expect((await me(cookie)).json().user.fullName).toBe(user.email.split('@')[0]);

      const renamed = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { cookie }, payload: { fullName: '  Jordan Kim ' } });
      expect(renamed.json().user.fullName).toBe('Jordan Kim');
      const blank = await t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { cookie }, payload: { fullName: '' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.code).toBe('validation_error');
    });

    it("lists the user's own sessions and answers 404 for another user's session", async () => {
      const alice = await signUpUser(t.app);
      const bob = await signUpUser(t.app);
      const list = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: alice.cookie } });
      const sessions = list.json().sessions as Array<{ id: string; current: boolean }>;
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.current).toBe(true);

      const aliceSessionId = sessions[0]!.id;
      const foreign = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${aliceSessionId}`, headers: { cookie: bob.cookie }, payload: {} });
      expect(foreign.statusCode).toBe(404);
      expect((await me(alice.cookie)).statusCode).toBe(200);

      const own = await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${aliceSessionId}`, headers: { cookie: alice.cookie }, payload: {} });
      expect(own.statusCode).toBe(204);
      expect((await me(alice.cookie)).statusCode).toBe(401);
    });
  });
}
