import { on } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { SSEMessage } from '@fastify/sse';
import type { Database } from '../../db/schema';
import type { ChatMessageView } from '../../domain/chat/views';
import type { LiveReplies, LiveReplyEvent } from './generation/live-replies';
import { settleIfOrphaned } from './exchange';
import { messageView } from './message-views';

/** How often a reply written by another API process is read again. */
const FOLLOW_INTERVAL_MS = 250;

const sourcesEvent = (message: Pick<ChatMessageView, 'sources' | 'notices'>): SSEMessage => ({ event: 'sources', data: { sources: message.sources, notices: message.notices } });
const deltaEvent = (text: string, end: number): SSEMessage => ({ id: String(end), event: 'delta', data: { text } });
const doneEvent = (message: ChatMessageView): SSEMessage => ({ id: String(message.content.length), event: 'done', data: message });

/**
 * The events of one reply for a reader who has `from` characters of it (Last-Event-ID): the sources,
 * the missing text as one delta, then each new piece as it is written, then the final message. The
 * reply is followed live when this process writes it, else read from the database as it grows.
 */
export async function* replyEvents(db: Kysely<Database>, live: LiveReplies, userId: string, messageId: string, from: number, signal: AbortSignal): AsyncGenerator<SSEMessage> {
  const reply = live.get(messageId);
  if (reply) {
    const events = on(reply, 'event', { signal }) as AsyncIterableIterator<[LiveReplyEvent]>;
    const sent = reply.content.length;
    yield sourcesEvent(reply);
    if (sent > from) yield deltaEvent(reply.content.slice(from), sent);
    try {
      for await (const [event] of events) {
        if (event.type === 'sources') yield sourcesEvent(event);
        else if (event.type === 'delta' && event.end > sent) yield deltaEvent(event.text, event.end);
        else if (event.type === 'done') {
          yield doneEvent(event.message);
          return;
        }
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
    return;
  }
  yield* followStored(db, userId, messageId, from, signal);
}

async function* followStored(db: Kysely<Database>, userId: string, messageId: string, from: number, signal: AbortSignal): AsyncGenerator<SSEMessage> {
  let sent = from;
  let sourcesSent = false;
  while (!signal.aborted) {
    await settleIfOrphaned(db, messageId);
    const row = await db.selectFrom('chat_messages').selectAll().where('id', '=', messageId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return;
    const message = messageView(row);
    if (!sourcesSent && (message.sources.length > 0 || message.notices.length > 0 || message.status !== 'streaming')) {
      yield sourcesEvent(message);
      sourcesSent = true;
    }
    if (message.content.length > sent && message.status === 'streaming') {
      yield deltaEvent(message.content.slice(sent), message.content.length);
      sent = message.content.length;
    }
    if (message.status !== 'streaming') {
      // A failed reply's text is replaced by the apology: the final message carries it whole.
      if (message.content.length > sent && message.content.startsWith(message.content.slice(0, sent))) yield deltaEvent(message.content.slice(sent), message.content.length);
      yield doneEvent(message);
      return;
    }
    await sleep(FOLLOW_INTERVAL_MS, undefined, { signal }).catch(() => undefined);
  }
}
