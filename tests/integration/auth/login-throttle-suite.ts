import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '../../../api/auth/routes';
import { errorsPlugin } from '../../../api/plugins/errors';
import { sessionPlugin } from '../../../api/plugins/session';
import type { DatabaseHandle } from '../../../db/connection';
import { createTestDatabase, type TestDriver } from '../support/database';
import { signUpUser, uniqueEmail } from '../support/test-app';

const WAIT_MESSAGE = /^Too many sign-in attempts\. Please wait \d+ (second|minute)s? and try again\.$/;

/**
 * The real auth routes on a real database with the default throttling policy and a clock the tests move,
 * so waits of seconds to minutes are checked without sleeping.
 */
export function describeLoginThrottle(driver: TestDriver): void {
  describe(`sign-in throttling (${driver})`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let now = new Date('2026-11-23T09:00:00Z');
    const advance = (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    };

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
      await app.register(errorsPlugin);
      await app.register(sessionPlugin, { db: database.db, cookieSecure: false });
      await app.register(authRoutes, { db: database.db, cookieSecure: false, sessionTtlDays: 30, clock: () => now });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const login = (email: string, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);
    const pairRow = (email: string, address: string) =>
      database.db
        .selectFrom('login_throttle')
        .selectAll()
        .where('scope', '=', 'account-client')
        .where('subject', '=', `${address} ${email.toLowerCase()}`)
        .executeTakeFirst();

    function expectWait(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, seconds?: number) {
      expect(response.statusCode).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      if (seconds !== undefined) expect(retryAfter).toBe(seconds);
      const body = response.json() as { error: { code: string; message: string } };
      expect(body.error.code).toBe('auth/too-many-requests');
      expect(body.error.message).toMatch(WAIT_MESSAGE);
      return retryAfter;
    }

    it("does not lock the owner out: 40 wrong guesses from another address slow only that address", async () => {
      const owner = await signUpUser(app);
      const guesses: Array<Awaited<ReturnType<typeof login>>> = [];
      for (let n = 0; n < 40; n++) guesses.push(await login(owner.body.email, `guess-${n}-x`, '203.0.113.7'));
      expect(statuses(guesses).filter((s) => s === 401)).toHaveLength(10);
      for (const refused of guesses.slice(10)) expectWait(refused);

      const fromOwner = await login(owner.body.email, owner.body.password, '198.51.100.20');
      expect(fromOwner.statusCode).toBe(200);
      // Even the right password waits on the guessing address: it cannot be used to probe.
      expectWait(await login(owner.body.email, owner.body.password, '203.0.113.7'));
    });

    it('checks at most 10 of 40 parallel wrong guesses from one address; the rest get 429 with Retry-After', async () => {
      const owner = await signUpUser(app);
      const address = '203.0.113.40';
      const replies = await Promise.all(Array.from({ length: 40 }, (_, n) => login(owner.body.email, `parallel-${n}-x`, address)));
      expect(statuses(replies).filter((s) => s === 401)).toHaveLength(10);
      for (const refused of replies.filter((r) => r.statusCode !== 401)) expectWait(refused);
      expect((await pairRow(owner.body.email, address))?.failures).toBe(10);
      const client = await database.db
        .selectFrom('login_throttle')
        .select('failures')
        .where('scope', '=', 'client')
        .where('subject', '=', address)
        .executeTakeFirstOrThrow();
      // Refused attempts were never checked, so they do not count against the address.
      expect(client.failures).toBe(10);
    });

    it('slows one password sprayed over 20 accounts from one address after 15 failures', async () => {
      // Unknown and existing accounts are throttled alike (both are checked against a hash), so one is enough.
      const owner = await signUpUser(app);
      const emails = [...Array.from({ length: 19 }, () => uniqueEmail('sprayed')), owner.body.email];
      const replies = [];
      for (const email of emails) replies.push(await login(email, 'Summer-2026!', '192.0.2.99'));
      expect(statuses(replies.slice(0, 15))).toEqual(Array(15).fill(401));
      for (const refused of replies.slice(15)) expectWait(refused, 1);
      // Another address is not affected.
      expect((await login(owner.body.email, owner.body.password, '192.0.2.100')).statusCode).toBe(200);
    });

    it('doubles the wait after each further failure, up to 15 minutes', async () => {
      const owner = await signUpUser(app);
      const address = '203.0.113.80';
      for (let n = 0; n < 10; n++) expect((await login(owner.body.email, `wrong-${n}-x`, address)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let n = 0; n < 12; n++) {
        const wait = expectWait(await login(owner.body.email, 'still-wrong-x', address));
        waits.push(wait);
        advance(wait - 1);
        expectWait(await login(owner.body.email, 'still-wrong-x', address), 1);
        advance(1);
        expect((await login(owner.body.email, 'still-wrong-x', address)).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    });

    it('lets the right password in once the wait is over, and forgets the failures', async () => {
      const owner = await signUpUser(app);
      const address = '203.0.113.120';
      for (let n = 0; n < 10; n++) await login(owner.body.email, `wrong-${n}-x`, address);
      const wait = expectWait(await login(owner.body.email, owner.body.password, address));
      advance(wait);
      expect((await login(owner.body.email, owner.body.password, address)).statusCode).toBe(200);
      expect(await pairRow(owner.body.email, address)).toBeUndefined();
      // Without the reset this typo would wait (its count would be 12); the address's own budget still counts it.
      expect((await login(owner.body.email, 'typo-x', address)).statusCode).toBe(401);
      expect((await pairRow(owner.body.email, address))?.failures).toBe(1);
    });

    it('forgets failures after 15 quiet minutes, and throttles unknown addresses like real ones', async () => {
      const email = uniqueEmail('nobody');
      const address = '203.0.113.160';
      for (let n = 0; n < 10; n++) expect((await login(email, `wrong-${n}-x`, address)).statusCode).toBe(401);
      expectWait(await login(email, 'wrong-x', address), 1);
      advance(2 + 15 * 60);
      expect((await login(email, 'wrong-x', address)).statusCode).toBe(401);
      expect((await pairRow(email, address))?.failures).toBe(1);
    });
  });
}
