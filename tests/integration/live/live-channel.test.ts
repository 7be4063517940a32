import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLive } from '../../../api/live/publish';
import { listenOnLoopback } from '../chat/chat-support';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { insertAuditEntry, insertCalendarEvent, insertTask, ofType, openLiveStream } from './live-support';

describe('the live channel (GET /api/live) on embedded Postgres', () => {
  let t: TestApp;
  let baseUrl: string;
  let maria: Awaited<ReturnType<typeof signUpUser>>;
  let other: Awaited<ReturnType<typeof signUpUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenOnLoopback(t);
    maria = await signUpUser(t.app);
    other = await signUpUser(t.app, { firstName: 'Tom' });
  });
  afterAll(async () => t?.close());

  it('answers 401 in the common error shape when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/live', headers: { accept: 'text/event-stream' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('opens as an event stream that sets the reconnection delay', async () => {
    const response = await fetch(`${baseUrl}/api/live`, { headers: { cookie: maria.cookie, accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    await response.body?.cancel();
  });

  it('delivers a new task, a calendar event and an audit entry of the signed-in person as typed events', async () => {
    const stream = await openLiveStream(baseUrl, maria.cookie);
    try {
      const taskId = await insertTask(t.database.db, maria.user.id);
      const task = await stream.next(ofType('tasks.changed'));
      expect(task.data).toEqual({ id: task.id, type: 'tasks.changed', subject: { taskId }, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
      expect(Number(task.id)).toBeGreaterThan(0);

      const eventId = await insertCalendarEvent(t.database.db, maria.user.id);
      const calendar = await stream.next(ofType('calendar.changed'));
      expect((calendar.data as { subject: unknown }).subject).toEqual({ eventId });

      const entryId = await insertAuditEntry(t.database.db, maria.user.id, 'pending');
      const audit = await stream.next(ofType('audit.changed'));
      expect((audit.data as { subject: unknown }).subject).toEqual({ entryId, status: 'pending' });

      // Ids grow in the order the events were written.
      expect(Number(calendar.id)).toBeGreaterThan(Number(task.id));
      expect(Number(audit.id)).toBeGreaterThan(Number(calendar.id));
    } finally {
      await stream.close();
    }
  });

  it('announces updates and deletions too (a status change carries the new status)', async () => {
    const entryId = await insertAuditEntry(t.database.db, maria.user.id, 'pending');
    const taskId = await insertTask(t.database.db, maria.user.id, 'To be removed');
    const stream = await openLiveStream(baseUrl, maria.cookie);
    try {
      await t.database.db.updateTable('audit_entries').set({ status: 'approved' }).where('id', '=', entryId).execute();
      const approved = await stream.next((event) => event.event === 'audit.changed' && (event.data as { subject: { status?: string } }).subject.status === 'approved');
      expect((approved.data as { subject: unknown }).subject).toEqual({ entryId, status: 'approved' });
      await t.database.db.deleteFrom('tasks').where('id', '=', taskId).execute();
      const removed = await stream.next(ofType('tasks.changed'));
      expect((removed.data as { subject: unknown }).subject).toEqual({ taskId });
    } finally {
      await stream.close();
    }
  });

  it("never shows one person another person's events", async () => {
    const mine = await openLiveStream(baseUrl, maria.cookie);
    const theirs = await openLiveStream(baseUrl, other.cookie);
    try {
      const otherTask = await insertTask(t.database.db, other.user.id, "Tom's task");
      const seen = await theirs.next(ofType('tasks.changed'));
      expect((seen.data as { subject: unknown }).subject).toEqual({ taskId: otherTask });
      // A later event of Maria's arrives, and nothing of Tom's came before it.
      const marias = await insertTask(t.database.db, maria.user.id, "Maria's task");
      await mine.next((event) => (event.data as { subject?: { taskId?: string } }).subject?.taskId === marias);
      expect(mine.events.filter((event) => JSON.stringify(event.data).includes(otherTask))).toEqual([]);
      expect(mine.events.every((event) => event.event !== 'tasks.changed' || (event.data as { subject: { taskId: string } }).subject.taskId === marias)).toBe(true);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('publishes from code inside a transaction only when it commits', async () => {
    const stream = await openLiveStream(baseUrl, maria.cookie);
    try {
      await t.database.db
        .transaction()
        .execute(async (trx) => {
          await publishLive(trx, maria.user.id, 'notifications.changed', { rolledBack: true });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await t.database.db.transaction().execute(async (trx) => publishLive(trx, maria.user.id, 'sticky-notes.changed'));
      const event = await stream.next(ofType('sticky-notes.changed'));
      expect((event.data as { subject: unknown }).subject).toEqual({});
      expect(stream.events.filter(ofType('notifications.changed'))).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it('replays what was missed after Last-Event-ID, in order, then goes on live without repeating any', async () => {
    const first = await openLiveStream(baseUrl, maria.cookie);
    await insertTask(t.database.db, maria.user.id, 'Seen');
    const seen = await first.next(ofType('tasks.changed'));
    await first.close();

    const missed = [await insertTask(t.database.db, maria.user.id, 'Missed 1'), await insertCalendarEvent(t.database.db, maria.user.id, 'Missed 2')];
    await insertTask(t.database.db, other.user.id, 'Not hers');
    const again = await openLiveStream(baseUrl, maria.cookie, { lastEventId: seen.id! });
    try {
      await again.next((event) => JSON.stringify(event.data).includes(missed[1]!));
      const live = await insertTask(t.database.db, maria.user.id, 'Live');
      await again.next((event) => JSON.stringify(event.data).includes(live));
      const subjects = again.events.map((event) => Object.values((event.data as { subject: Record<string, string> }).subject)[0]);
      expect(subjects).toEqual([missed[0], missed[1], live]);
      const ids = again.events.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(Math.min(...ids)).toBeGreaterThan(Number(seen.id));
    } finally {
      await again.close();
    }
  });

  it('tells a browser whose Last-Event-ID is not one it could have had to fetch everything again', async () => {
    const stream = await openLiveStream(baseUrl, maria.cookie, { lastEventId: '999999999999' });
    try {
      const event = await stream.next(ofType('resync'));
      expect(event.id).toBeNull();
    } finally {
      await stream.close();
    }
  });

  it('ignores a Last-Event-ID that is not a number and replays nothing', async () => {
    await insertTask(t.database.db, maria.user.id, 'Before');
    const stream = await openLiveStream(baseUrl, maria.cookie, { lastEventId: "1; drop table live_events" });
    try {
      const after = await stream.quietFor(300);
      expect(after).toEqual([]);
      const taskId = await insertTask(t.database.db, maria.user.id, 'After');
      const event = await stream.next(ofType('tasks.changed'));
      expect((event.data as { subject: unknown }).subject).toEqual({ taskId });
    } finally {
      await stream.close();
    }
  });

  it('publishes one event per subject for a statement that writes many rows, and one empty-subject event beyond twenty', async () => {
    const stream = await openLiveStream(baseUrl, maria.cookie);
    try {
      const three = await t.database.db
        .insertInto('tasks')
        .values([1, 2, 3].map((order) => ({ user_id: maria.user.id, title: `Bulk ${order}`, order })))
        .returning('id')
        .execute();
      await stream.next((event) => event.event === 'tasks.changed' && stream.events.filter(ofType('tasks.changed')).length >= 3);
      const before = await t.database.db.selectFrom('live_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('calendar_events')
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            user_id: maria.user.id,
            title: `Imported ${i}`,
            start_at: new Date(Date.UTC(2027, 0, 1, 9) + i * 3_600_000),
            end_at: new Date(Date.UTC(2027, 0, 1, 10) + i * 3_600_000),
            attendees: '[]',
            email_source: 'null',
          })),
        )
        .execute();
      const many = await stream.next(ofType('calendar.changed'));
      expect((many.data as { subject: unknown }).subject).toEqual({});
      const after = await t.database.db.selectFrom('live_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      expect(after.n - before.n).toBe(1);
      const taskSubjects = stream.events.filter(ofType('tasks.changed')).map((event) => (event.data as { subject: { taskId: string } }).subject.taskId);
      expect(new Set(taskSubjects)).toEqual(new Set(three.map((row) => row.id)));
    } finally {
      await stream.close();
    }
  });

  it('keeps working when a person is deleted along with their rows', async () => {
    const leaving = await signUpUser(t.app, { firstName: 'Leaving' });
    await insertTask(t.database.db, leaving.user.id);
    await insertCalendarEvent(t.database.db, leaving.user.id);
    await t.database.db.deleteFrom('users').where('id', '=', leaving.user.id).execute();
    const left = await t.database.db.selectFrom('live_events').select('id').where('user_id', '=', leaving.user.id).execute();
    expect(left).toEqual([]);
  });

  it('ends open streams when the server stops', async () => {
    const own = await createTestApp();
    const url = await listenOnLoopback(own);
    const person = await signUpUser(own.app);
    const stream = await openLiveStream(url, person.cookie);
    const started = Date.now();
    await own.close();
    await stream.next(() => false, { timeoutMs: 2_000 }).catch(() => undefined);
    expect(stream.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
