/**
 * The one live channel: typed events a signed-in browser receives over a single event stream. Each names
 * what changed (its subject: ids and a status, never content), so the browser refetches or patches it.
 */
export const LIVE_EVENT_TYPES = [
  'audit.changed',
  'run.changed',
  'analysis.changed',
  'calendar.changed',
  'tasks.changed',
  'deadlines.changed',
  'planning.changed',
  'knowledge.changed',
  'team.changed',
  'team.message',
  'notification.added',
  'notifications.changed',
  'sticky-notes.changed',
  'notebook.changed',
  /** An agent, its feedback, or a swarm changed (metrics change through audit.changed). */
  'agents.changed',
  /** Automation suggestions, patterns or the personality changed. */
  'learning.changed',
  /** A legal document, its citations, a template, a style profile, a search or a saved case changed. */
  'legal.changed',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  /** live_events.id, also the stream's event id (what `Last-Event-ID` names on reconnect). */
  id: string;
  type: LiveEventType;
  /**
   * What changed: ids and a status. An empty subject stands for "several things of this type changed"
   * (one statement that touched many rows of one person publishes a single event).
   */
  subject: Record<string, unknown>;
  /** When the change was written (ISO 8601). */
  at: string;
}

/**
 * Not a change but an instruction: the server may have missed changes (its database connection dropped,
 * or the events asked for are gone), so everything shown should be fetched again.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** More subjects of one type than this, for one person in one statement, are published as one empty-subject event. */
export const LIVE_SUBJECTS_PER_STATEMENT = 20;

/** Events are kept this long for reconnecting browsers; older ones are pruned. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60 * 1000;

/** The most events replayed on reconnect; beyond it the browser is told to resync instead. */
export const LIVE_REPLAY_LIMIT = 500;

export function isLiveEventType(value: unknown): value is LiveEventType {
  return typeof value === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}

/** A database notification on the `live_events` channel, as the hub reads it. */
export interface LiveNotification {
  userId: string;
  event: LiveEvent;
  /** The subject was too large for a notification; it has to be read from the row. */
  subjectOmitted: boolean;
}

const ID = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An event id as the stream carries it: a positive integer below 10^15, as a string; else null. */
export function liveEventId(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && ID.test(text) ? text : null;
}

function isoTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Reads a notification payload (`{ id, userId, type, subject, at }`, subject null when it was too large);
 * anything malformed or of an unknown type is null, never an exception.
 */
export function parseLiveNotification(payload: string): LiveNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const id = liveEventId(value.id);
  const at = isoTime(value.at);
  if (!id || !at || typeof value.userId !== 'string' || !UUID.test(value.userId) || !isLiveEventType(value.type)) return null;
  if (value.subject !== null && !isRecord(value.subject)) return null;
  return {
    userId: value.userId.toLowerCase(),
    event: { id, type: value.type, subject: value.subject ?? {}, at },
    subjectOmitted: value.subject === null,
  };
}

/**
 * What a (re)connecting stream replays, from its `Last-Event-ID`: the events after that id, or nothing
 * (no id, or one that is not a positive integer of at most 15 digits: nothing the server ever sent).
 */
export function replayAfter(lastEventId: string | null | undefined): string | null {
  if (typeof lastEventId !== 'string') return null;
  return liveEventId(lastEventId.trim());
}

/** Whether replaying from `after` can be trusted, given the ids the table holds now. */
export function replayGap(after: string, oldest: string | null, newest: string | null): 'none' | 'pruned' | 'unknown-id' {
  // No events kept at all: whatever came after `after` (if anything) is gone.
  if (oldest === null || newest === null) return 'pruned';
  const from = BigInt(after);
  if (from > BigInt(newest)) return 'unknown-id';
  if (from < BigInt(oldest) - 1n) return 'pruned';
  return 'none';
}
