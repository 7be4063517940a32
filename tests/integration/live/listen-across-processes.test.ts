import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveHub, type LiveMessage } from '../../../api/live/hub';
import { publishLive } from '../../../api/live/publish';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createLiveEventsCore } from '../../../db/migrations/2026_11_28_0001_live_events';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../support/throwaway-postgres';

const USER = '0b7f5e64-2f7e-4d43-9d7a-3f0c2b1a9e11';
const OTHER = '9a2c4f0e-5b1d-4e6a-8c3f-7d9e0a1b2c3d';

/** One API process's worth of the live channel: its own database handle (pool + listening connection) and hub. */
async function startProcess(url: string, warnings: string[]) {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const hub = new LiveHub({ db: handle.db, listen: handle.listen, log: { warn: (_object: unknown, message?: string) => void warnings.push(String(message)), error: () => undefined } });
  await hub.start();
  const received: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  hub.subscribe(USER, (message) => {
    received.push(message);
    for (const wake of [...waiters]) wake();
  });
  const next = async (predicate: (message: LiveMessage) => boolean, timeoutMs = 10_000): Promise<LiveMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 100);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  };
  return { handle, hub, received, next, async stop() {
    await hub.close();
    await handle.close();
  } };
}

const isEventAbout = (taskId: string) => (message: LiveMessage) => message.kind === 'event' && message.event.subject.taskId === taskId;

describe('LISTEN/NOTIFY across API processes on one PostgreSQL server', () => {
  let server: ThrowawayPostgres | null = null;
  let admin: pg.Client;
  let writer: DatabaseHandle;
  let a: Awaited<ReturnType<typeof startProcess>>;
  let b: Awaited<ReturnType<typeof startProcess>>;
  const warnings: string[] = [];
  const listeningPids = async () =>
    (await admin.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'listen:live_events' order by pid`)).rows.map((row) => row.pid);

  beforeAll(async () => {
    const log: string[] = [];
    server = await startThrowawayPostgres({ name: 'live-test-postgres' }, (line) => log.push(line));
    if (!server) {
      throw new Error(
        `This test needs a PostgreSQL server of its own and could not start one:\n  ${log.join('\n  ')}\n` +
          'Install the server binaries (Debian: apt-get install postgresql; .ci/run does this).',
      );
    }
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    writer = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
    // The channel needs only people to belong to (pgvector, which the full schema needs, is not on a fresh machine).
    await sql`create table users (id uuid primary key)`.execute(writer.db);
    await sql`insert into users (id) values (${USER}), (${OTHER})`.execute(writer.db);
    await createLiveEventsCore(writer.db);
    a = await startProcess(server.url, warnings);
    b = await startProcess(server.url, warnings);
  }, 120_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await writer?.close();
    await admin?.end();
    server?.stop();
  });

  it('runs on a real server, each process with a listening connection of its own', async () => {
    expect(Number(server!.major)).toBeGreaterThanOrEqual(15);
    expect(await listeningPids()).toHaveLength(2);
  });

  it('delivers an event written by a third connection to both processes, once each', async () => {
    const taskId = 'written-by-a-third';
    await publishLive(writer.db, USER, 'tasks.changed', { taskId });
    const [atA, atB] = await Promise.all([a.next(isEventAbout(taskId)), b.next(isEventAbout(taskId))]);
    expect(atA).toEqual({ kind: 'event', event: { id: expect.stringMatching(/^\d+$/), type: 'tasks.changed', subject: { taskId }, at: expect.any(String) } });
    expect(atB).toEqual(atA);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.received.filter(isEventAbout(taskId))).toHaveLength(1);
    expect(b.received.filter(isEventAbout(taskId))).toHaveLength(1);
  });

  it("delivers nothing of another person's, and nothing of a transaction that rolled back", async () => {
    await publishLive(writer.db, OTHER, 'tasks.changed', { taskId: 'someone-else' });
    await writer.db
      .transaction()
      .execute(async (trx) => {
        await publishLive(trx, USER, 'tasks.changed', { taskId: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const marker = 'after-both';
    await publishLive(writer.db, USER, 'tasks.changed', { taskId: marker });
    await Promise.all([a.next(isEventAbout(marker)), b.next(isEventAbout(marker))]);
    for (const api of [a, b]) {
      expect(api.received.some(isEventAbout('someone-else'))).toBe(false);
      expect(api.received.some(isEventAbout('rolled-back'))).toBe(false);
    }
  });

  it('a process whose listening connection is killed listens again, says to resync, and receives later events', async () => {
    const before = await listeningPids();
    const [victim] = before;
    // Which process owns which connection does not matter: kill one, check both go on receiving.
    const { rows } = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [victim]);
    expect(rows[0]?.ok).toBe(true);
    const resynced = await Promise.race([a.next((message) => message.kind === 'resync').then(() => 'a'), b.next((message) => message.kind === 'resync').then(() => 'b')]);
    expect(['a', 'b']).toContain(resynced);
    const after = await listeningPids();
    expect(after).toHaveLength(2);
    expect(after).not.toContain(victim);

    const taskId = 'after-the-reconnect';
    await publishLive(writer.db, USER, 'tasks.changed', { taskId });
    await Promise.all([a.next(isEventAbout(taskId)), b.next(isEventAbout(taskId))]);
    expect(warnings.some((line) => line.includes('reconnecting'))).toBe(true);
  });

  it('prunes events older than the hour it keeps', async () => {
    await sql`insert into live_events (user_id, type, subject, created_at) values (${USER}, 'tasks.changed', '{}', now() - interval '61 minutes')`.execute(writer.db);
    const recent = await writer.db.selectFrom('live_events').select(sql<number>`count(*)::int`.as('n')).where('created_at', '>', sql<Date>`now() - interval '1 hour'`).executeTakeFirstOrThrow();
    expect(await a.hub.prune()).toBe(1);
    const left = await writer.db.selectFrom('live_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(left.n).toBe(recent.n);
  });
});
