import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENT_TYPES, LIVE_RESYNC_EVENT, type LiveEvent } from '../../../domain/live/events';
import { openLiveChannel, parseLiveMessage, reopenDelay, type EventSourceLike, type LiveStatus } from '../../../web/src/live/connection';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, init: { data?: string; lastEventId?: string } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, data: init.data ?? '', lastEventId: init.lastEventId ?? '' } as unknown as Event);
  }
  listens(type: string): boolean {
    return (this.listeners.get(type)?.length ?? 0) > 0;
  }
}

function setup() {
  const sources: FakeEventSource[] = [];
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  let resyncs = 0;
  const close = openLiveChannel(
    { onEvent: (event) => events.push(event), onResync: () => (resyncs += 1), onStatus: (status) => statuses.push(status) },
    (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
  );
  return { sources, events, statuses, close, resyncs: () => resyncs };
}

const message = (event: Partial<LiveEvent> & Pick<LiveEvent, 'type'>) => JSON.stringify({ id: '7', subject: {}, at: '2026-11-28T10:00:00.000Z', ...event });

describe('parseLiveMessage', () => {
  it('reads the stream data { id, type, subject, at }', () => {
    expect(parseLiveMessage('run.changed', message({ type: 'run.changed', subject: { runId: 'r1' } }), '7')).toEqual({
      id: '7',
      type: 'run.changed',
      subject: { runId: 'r1' },
      at: '2026-11-28T10:00:00.000Z',
    });
  });

  it('takes the id from the stream when the data has none, and an empty subject when it is missing', () => {
    expect(parseLiveMessage('tasks.changed', JSON.stringify({ type: 'tasks.changed' }), '42')).toMatchObject({ id: '42', subject: {} });
  });

  it('ignores unreadable data, an unknown or mismatched type, and a missing id', () => {
    expect(parseLiveMessage('tasks.changed', '{not json', '1')).toBeNull();
    expect(parseLiveMessage('tasks.changed', message({ type: 'calendar.changed' }), '1')).toBeNull();
    expect(parseLiveMessage('tasks.changed', JSON.stringify({ type: 'tasks.changed' }), '')).toBeNull();
    expect(parseLiveMessage('tasks.changed', '[1,2]', '1')).toBeNull();
  });
});

describe('reopenDelay', () => {
  it('grows 1 s, 2 s, 5 s, 10 s, then stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reopenDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000, 30_000]);
  });
});

describe('openLiveChannel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream to /api/live that listens to every event type and to resync', () => {
    const { sources } = setup();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/live');
    for (const type of [...LIVE_EVENT_TYPES, LIVE_RESYNC_EVENT]) expect(sources[0]!.listens(type)).toBe(true);
  });

  it('hands each event on, and asks for a resync on every open and on the server’s resync', () => {
    const { sources, events, statuses, resyncs } = setup();
    const source = sources[0]!;
    expect(statuses).toEqual(['connecting']);
    source.emit('open');
    expect(statuses.at(-1)).toBe('open');
    expect(resyncs()).toBe(1);
    source.emit('calendar.changed', { data: message({ type: 'calendar.changed', subject: { eventId: 'e1' } }), lastEventId: '7' });
    expect(events).toEqual([expect.objectContaining({ type: 'calendar.changed', subject: { eventId: 'e1' } })]);
    source.emit(LIVE_RESYNC_EVENT, { data: '{}' });
    expect(resyncs()).toBe(2);
  });

  it('lets the browser reconnect by itself while it retries, then resyncs once open again', () => {
    const { sources, statuses, resyncs } = setup();
    const source = sources[0]!;
    source.emit('open');
    source.readyState = 0; // CONNECTING: the browser retries, sending Last-Event-ID
    source.emit('error');
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    source.readyState = 1;
    source.emit('open');
    expect(statuses.at(-1)).toBe('open');
    expect(resyncs()).toBe(2);
  });

  it('opens a new stream, with growing pauses, when the browser gave up', () => {
    const { sources } = setup();
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.readyState = 2;
    sources[1]!.emit('error');
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('closes for good: no more events, no reopening', () => {
    const { sources, events, statuses, close } = setup();
    const source = sources[0]!;
    source.readyState = 2;
    source.emit('error');
    close();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    source.emit('tasks.changed', { data: message({ type: 'tasks.changed' }) });
    expect(events).toEqual([]);
  });
});
