import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/connection';
import type { Database } from '../../db/schema';
import { LIVE_EVENT_RETENTION_MS, parseLiveNotification, type LiveEvent, type LiveNotification } from '../../domain/live/events';

/** The Postgres notification channel the live_events trigger announces on. */
export const LIVE_CHANNEL = 'live_events';
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** What a subscriber is told: an event, "fetch everything again", or "this process is stopping". */
export type LiveMessage = { kind: 'event'; event: LiveEvent } | { kind: 'resync' } | { kind: 'end' };
export type LiveSubscriber = (message: LiveMessage) => void;

export interface LiveHubOptions {
  db: Kysely<Database>;
  listen: DatabaseHandle['listen'];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pruneEveryMs?: number;
  retentionMs?: number;
}

/**
 * One per API process: a single LISTEN on the database, fanned out to the open streams of the person each
 * event belongs to (and no one else). It also prunes events older than the retention on a timer.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private unlisten: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveHubOptions) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.options.listen(LIVE_CHANNEL, (payload) => this.receive(payload), {
      onReconnect: () => this.broadcast({ kind: 'resync' }),
      onError: (error) => this.options.log.warn({ err: error }, 'live channel: the database connection that listens dropped; reconnecting'),
    });
    this.pruneTimer = setInterval(() => void this.prune().catch((error: unknown) => this.options.log.warn({ err: error }, 'live channel: pruning old events failed')), this.options.pruneEveryMs ?? PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Subscribes to one person's events; returns the unsubscribe function. */
  subscribe(userId: string, subscriber: LiveSubscriber): () => void {
    const key = userId.toLowerCase();
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
    return () => {
      const current = this.subscribers.get(key);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.subscribers.delete(key);
    };
  }

  /** Open subscriptions, all people together. */
  get subscriptionCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /** Deletes events older than the retention; the number deleted. */
  async prune(): Promise<number> {
    const cutoff = new Date(Date.now() - (this.options.retentionMs ?? LIVE_EVENT_RETENTION_MS));
    const result = await this.options.db.deleteFrom('live_events').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Tells every open stream to end (the process is stopping), so the server can close. */
  endAll(): void {
    this.broadcast({ kind: 'end' });
  }

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private receive(payload: string): void {
    const notification = parseLiveNotification(payload);
    if (!notification) {
      this.options.log.warn({ payload: payload.slice(0, 200) }, 'live channel: a notification that is not a live event was ignored');
      return;
    }
    if (!this.subscribers.has(notification.userId)) return;
    if (notification.subjectOmitted) {
      void this.deliverWithStoredSubject(notification);
      return;
    }
    this.deliver(notification.userId, { kind: 'event', event: notification.event });
  }

  /** A subject too large for the notification is read from its row. */
  private async deliverWithStoredSubject(notification: LiveNotification): Promise<void> {
    try {
      const row = await this.options.db
        .selectFrom('live_events')
        .select('subject')
        .where('id', '=', sql<string>`${notification.event.id}::bigint`)
        .executeTakeFirst();
      this.deliver(notification.userId, { kind: 'event', event: { ...notification.event, subject: row?.subject ?? {} } });
    } catch (error) {
      this.options.log.warn({ err: error }, 'live channel: reading an event failed; its streams are told to resync');
      this.deliver(notification.userId, { kind: 'resync' });
    }
  }

  private deliver(userId: string, message: LiveMessage): void {
    const set = this.subscribers.get(userId);
    if (!set) return;
    for (const subscriber of [...set]) subscriber(message);
  }

  private broadcast(message: LiveMessage): void {
    for (const set of [...this.subscribers.values()]) for (const subscriber of [...set]) subscriber(message);
  }
}
