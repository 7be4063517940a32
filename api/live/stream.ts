import type { SSEMessage } from '@fastify/sse';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isLiveEventType, LIVE_REPLAY_LIMIT, LIVE_RESYNC_EVENT, replayAfter, replayGap, type LiveEvent } from '../../domain/live/events';
import type { LiveHub, LiveMessage } from './hub';

/** How long EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 2_000;
/** A stream whose reader falls this far behind is told to resync instead of being sent each event. */
const MAX_QUEUED = 1_000;

const eventMessage = (event: LiveEvent): SSEMessage => ({ id: event.id, event: event.type, data: event });
const resyncMessage: SSEMessage = { event: LIVE_RESYNC_EVENT, data: {} };

/**
 * One browser's stream: the events it missed after `Last-Event-ID` (if any), then live ones as they come,
 * with no gap and no duplicate: it subscribes first and holds what arrives while the missed ones are read.
 */
export async function* liveStream(hub: LiveHub, db: Kysely<Database>, userId: string, lastEventId: string | null, signal: AbortSignal): AsyncGenerator<SSEMessage> {
  const queue: LiveMessage[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe(userId, (message) => {
    if (queue.length >= MAX_QUEUED) queue.splice(0, queue.length, { kind: 'resync' });
    else queue.push(message);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    // Sent at once: the reply starts (the browser knows it is connected) and sets the reconnection delay.
    yield { retry: RETRY_MS, data: undefined };
    const after = replayAfter(lastEventId);
    // Kept for the stream's life: a replayed event's own notification may still be on its way.
    const replayed = new Set<string>();
    if (after !== null) {
      const replay = await missedEvents(db, userId, after);
      if (replay.resync) yield resyncMessage;
      for (const event of replay.events) {
        replayed.add(event.id);
        yield eventMessage(event);
      }
    }
    while (!signal.aborted) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if (message.kind === 'end') return;
      if (message.kind === 'resync') yield resyncMessage;
      else if (!replayed.has(message.event.id)) yield eventMessage(message.event);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}

interface Replay {
  events: LiveEvent[];
  /** Some of the missed events are gone (pruned, too many, or the id is unknown): fetch everything again. */
  resync: boolean;
}

async function missedEvents(db: Kysely<Database>, userId: string, after: string): Promise<Replay> {
  const bounds = await db
    .selectFrom('live_events')
    .select([sql<string | null>`min(id)::text`.as('oldest'), sql<string | null>`max(id)::text`.as('newest')])
    .executeTakeFirstOrThrow();
  const gap = replayGap(after, bounds.oldest, bounds.newest);
  if (gap === 'unknown-id') return { events: [], resync: true };
  const rows = await db
    .selectFrom('live_events')
    .select([sql<string>`id::text`.as('id'), 'type', 'subject', 'created_at'])
    .where('user_id', '=', userId)
    .where('id', '>', sql<string>`${after}::bigint`)
    .orderBy('id')
    .limit(LIVE_REPLAY_LIMIT + 1)
    .execute();
  if (rows.length > LIVE_REPLAY_LIMIT) return { events: [], resync: true };
  const events: LiveEvent[] = [];
  for (const row of rows) {
    if (!isLiveEventType(row.type)) continue;
    events.push({ id: row.id, type: row.type, subject: row.subject, at: new Date(row.created_at).toISOString() });
  }
  return { events, resync: gap === 'pruned' };
}
