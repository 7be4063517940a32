import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditEntryRow } from '../../../db/tables/agents';
import { readSse, type SseEvent } from '../../support/sse-reader';

export type LiveStreamEvent = SseEvent;

/**
 * The live channel as a browser's EventSource reads it, over real HTTP: `opened` resolves once the server
 * has answered (the subscription is in place); `next(predicate)` waits for a matching event.
 */
export async function openLiveStream(baseUrl: string, cookie: string, options: { lastEventId?: string } = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { cookie, accept: 'text/event-stream', ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`live stream: ${response.status} ${await response.text()}`);
  const events: LiveStreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let retry: number | null = null;
  const reading = (async () => {
    try {
      await readSse(response.body!, controller.signal, {
        onEvent: (event) => {
          events.push(event);
          for (const wake of [...waiters]) wake();
        },
        onRetry: (milliseconds) => {
          retry = milliseconds;
        },
      });
    } finally {
      ended = true;
      for (const wake of [...waiters]) wake();
    }
  })();

  return {
    events,
    get retry() {
      return retry;
    },
    get ended() {
      return ended;
    },
    /** The first event (from `from` on) that matches; fails after `timeoutMs`. */
    async next(predicate: (event: LiveStreamEvent) => boolean, { timeoutMs = 5_000, from = 0 } = {}): Promise<LiveStreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(predicate);
        if (found) return found;
        if (ended) throw new Error(`the stream ended before the event came; it had: ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; the stream had: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
    /** Waits `ms` and returns what arrived meanwhile (for "nothing arrives" checks). */
    async quietFor(ms: number): Promise<LiveStreamEvent[]> {
      const before = events.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return events.slice(before);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;

export const ofType = (type: string) => (event: LiveStreamEvent) => event.event === type;

export async function insertTask(db: Kysely<Database>, userId: string, title = 'File the motion'): Promise<string> {
  const row = await db.insertInto('tasks').values({ user_id: userId, title, order: 0 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCalendarEvent(db: Kysely<Database>, userId: string, title = 'Hearing'): Promise<string> {
  const start = new Date('2026-12-01T09:00:00Z');
  const row = await db
    .insertInto('calendar_events')
    .values({ user_id: userId, title, start_at: start, end_at: new Date(start.getTime() + 3_600_000), attendees: '[]', email_source: 'null' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAuditEntry(db: Kysely<Database>, userId: string, status: AuditEntryRow['status'] = 'pending'): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('audit_entries')
    .values({ id, user_id: userId, action_type: 'create_event', status, description: 'Create the hearing', details: JSON.stringify({}), workflow_id: `audit-${id}` })
    .execute();
  return id;
}
