import { isLiveEventType, LIVE_EVENT_TYPES, LIVE_RESYNC_EVENT, liveEventId, type LiveEvent, type LiveEventType } from '../../../domain/live/events';

/**
 * The browser's end of the one live channel: a single EventSource to /api/live. The browser reconnects
 * by itself after a drop (sending `Last-Event-ID`, so the server replays what was missed); a stream the
 * browser gave up on (the server answered with an error) is opened again here, with growing pauses.
 * Each time it opens (the first time too: the screen may have read its data just before) everything on
 * screen is fetched again, so nothing stays stale.
 */

export const LIVE_URL = '/api/live';

/** connecting: the first attempt; open: events flow; reconnecting: dropped, trying again; closed: stopped. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What this module needs of an EventSource (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** Changes may have been missed (a reconnect, or the server said so): fetch everything shown again. */
  onResync(): void;
  onStatus(status: LiveStatus): void;
}

/** EventSource.CLOSED: the browser will not retry on its own. */
const CLOSED = 2;

/** Pauses before opening a stream the browser gave up on: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function reopenDelay(failures: number): number {
  return REOPEN_DELAYS_MS[Math.min(Math.max(failures - 1, 0), REOPEN_DELAYS_MS.length - 1)]!;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One stream message as an event: its data is `{ id, type, subject, at }`; the stream's own event name
 * and id stand in for missing fields. Anything unreadable is null (ignored), never an exception.
 */
export function parseLiveMessage(type: LiveEventType, data: unknown, lastEventId: string): LiveEvent | null {
  let body: unknown;
  try {
    body = typeof data === 'string' && data !== '' ? JSON.parse(data) : {};
  } catch {
    return null;
  }
  if (!isRecord(body)) return null;
  const id = liveEventId(body.id) ?? liveEventId(lastEventId);
  const eventType = body.type === undefined ? type : body.type;
  if (!id || !isLiveEventType(eventType) || eventType !== type) return null;
  const subject = isRecord(body.subject) ? body.subject : {};
  const at = typeof body.at === 'string' ? body.at : new Date().toISOString();
  return { id, type: eventType, subject, at };
}

const browserEventSource: EventSourceFactory = (url) => new EventSource(url, { withCredentials: true });

/** Opens the channel; the returned function closes it for good. */
export function openLiveChannel(handlers: LiveHandlers, create: EventSourceFactory = browserEventSource, url = LIVE_URL): () => void {
  let source: EventSourceLike | null = null;
  let stopped = false;
  let failures = 0;
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = create(url);
    source = current;
    handlers.onStatus(opened ? 'reconnecting' : 'connecting');
    current.addEventListener('open', () => {
      if (stopped || source !== current) return;
      opened = true;
      failures = 0;
      handlers.onStatus('open');
      // Whatever was read before the stream was open (at first) or while it was down may have changed.
      handlers.onResync();
    });
    current.addEventListener('error', () => {
      if (stopped || source !== current) return;
      handlers.onStatus('reconnecting');
      if (current.readyState !== CLOSED) return; // the browser retries by itself, with Last-Event-ID
      current.close();
      failures += 1;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!stopped) connect();
      }, reopenDelay(failures));
    });
    current.addEventListener(LIVE_RESYNC_EVENT, () => {
      if (!stopped && source === current) handlers.onResync();
    });
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        if (stopped || source !== current) return;
        const { data, lastEventId } = message as MessageEvent<unknown>;
        const event = parseLiveMessage(type, data, lastEventId);
        if (event) handlers.onEvent(event);
      });
    }
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
    handlers.onStatus('closed');
  };
}
