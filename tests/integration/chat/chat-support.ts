import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import type { Database } from '../../../db/schema';
import type { ChatMessageView, ConversationDetail } from '../../../domain/chat/views';
import type { AddressInfo } from 'node:net';
import { insertDocument, insertFolder } from '../knowledge/search-support';
import { startFakeOpenAi, TEST_AI_KEY, type ScriptedReply } from '../support/fake-openai';
import { createTestApp, type TestApp } from '../support/test-app';
import { readSse, type SseEvent } from '../../support/sse-reader';

export const OWN_ORIGIN = 'http://127.0.0.1:3000';

export type StreamEvent = SseEvent;

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
  let deltas = 0;
  await readSse(response.body, controller.signal, {
    onEvent: (event) => {
      events.push(event);
      if (event.event === 'delta') deltas++;
      return event.event === 'done' || (options.stopAfter !== undefined && deltas >= options.stopAfter);
    },
  });
  controller.abort();
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

/** The app listening on loopback (the event stream is read over real HTTP); its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** The product with a key for the fake OpenAI-compatible endpoint, listening; set `reply` to script the endpoint's next answers. */
export async function startChatApp(options: { localModel?: boolean; model?: string } = {}) {
  const env = {
    reply: { status: 200, content: '' } as ScriptedReply,
    /** Answers given once each, before `reply`. */
    queue: [] as ScriptedReply[],
    fake: null as unknown as Awaited<ReturnType<typeof startFakeOpenAi>>,
    t: null as unknown as TestApp,
    baseUrl: '',
    async close() {
      await env.t.close();
      await env.fake.close();
    },
  };
  env.fake = await startFakeOpenAi(() => env.queue.shift() ?? env.reply);
  env.t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: env.fake.baseUrl, model: options.model ?? 'fake-model', ...(options.localModel ? { localModel: true } : {}) } });
  env.baseUrl = await listenOnLoopback(env.t);
  return env;
}

export type ChatApp = Awaited<ReturnType<typeof startChatApp>>;
