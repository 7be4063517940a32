import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import type { Database } from '../../../db/schema';
import type { ChatMessageView, ConversationDetail } from '../../../domain/chat/views';
import { insertDocument, insertFolder } from '../knowledge/search-support';

export const OWN_ORIGIN = 'http://127.0.0.1:3000';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/** The chat API as a signed-in person's browser uses it. */
export function chatClient(app: FastifyInstance, cookie: string) {
  const json = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown = method === 'GET' ? undefined : {}) =>
    app.inject({ method, url, headers: { cookie, origin: OWN_ORIGIN }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    json,
    async newConversation(body: Record<string, unknown> = {}): Promise<ConversationDetail> {
      const response = await json('POST', '/api/chat/conversations', body);
      if (response.statusCode !== 201) throw new Error(`new conversation: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async send(conversationId: string, content: string): Promise<{ userMessage: ChatMessageView; assistantMessage: ChatMessageView }> {
      const response = await json('POST', `/api/chat/conversations/${conversationId}/messages`, { content });
      if (response.statusCode !== 201) throw new Error(`send: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async detail(conversationId: string): Promise<ConversationDetail> {
      return (await json('GET', `/api/chat/conversations/${conversationId}`)).json();
    },
  };
}

/**
 * Reads a reply's event stream over real HTTP (the server must listen), as EventSource would, until
 * `done`, or until `stopAfter` deltas when given (then the connection is dropped).
 */
export async function readStream(baseUrl: string, cookie: string, messageId: string, options: { lastEventId?: string; stopAfter?: number } = {}): Promise<StreamEvent[]> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/chat/messages/${messageId}/stream`, {
    headers: { cookie, accept: 'text/event-stream', ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status} ${await response.text()}`);
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  let deltas = 0;
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (!line || line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const name = line.slice(0, colon);
          const value = line.slice(colon + 1).replace(/^ /, '');
          fields.set(name, fields.has(name) && name === 'data' ? `${fields.get(name)}\n${value}` : value);
        }
        if (!fields.has('data')) continue;
        const event = { id: fields.get('id') ?? null, event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data') ?? 'null') as unknown };
        events.push(event);
        if (event.event === 'delta') deltas++;
        if (event.event === 'done' || (options.stopAfter !== undefined && deltas >= options.stopAfter)) {
          controller.abort();
          return events;
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return events;
}

export const deltasText = (events: readonly StreamEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');

export const doneMessage = (events: readonly StreamEvent[]) => events.find((event) => event.event === 'done')?.data as ChatMessageView | undefined;

/** A ready document whose passages are embedded by the real model, so retrieval finds them. */
export async function embeddedDocument(db: Kysely<Database>, embedder: Embedder, userId: string, title: string, passages: string[], folderId: string | null = null) {
  const vectors = await embedder.embed(passages);
  return insertDocument(db, { userId, title, model: embedder.model, folderId, chunks: passages.map((text, i) => ({ text, embedding: vectors[i] ?? null, page: i + 1 })) });
}

export { insertFolder };
