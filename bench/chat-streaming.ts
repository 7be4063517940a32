/**
 * The chat's streaming overhead, against the AI endpoint's own figures on the same machine:
 *  - time to the first piece of an answer through the product (send the question, open the reply's
 *    event stream, first delta) vs straight from the endpoint through the openai package;
 *  - pieces per second passed through with 20 chats streaming at once vs the endpoint read directly.
 * The endpoint is the loopback OpenAI-compatible server of the tests; the person has 20 documents, so
 * every question runs the knowledge-base retrieval first.
 *   npx tsx bench/chat-streaming.ts [samples=30] [concurrent=20] [pglite|postgres]
 * (postgres: a throwaway server with pgvector, as bench/knowledge-search.ts starts one.)
 */
import { legalServicesFromEnv } from '../domain/legal/services-config';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { buildApp } from '../api/app';
import { insertDocument } from '../tests/integration/knowledge/search-support';
import { startFakeOpenAi, TEST_AI_KEY } from '../tests/integration/support/fake-openai';
import { sharedLocalEmbedder } from '../tests/support/embedding-model';
import { EMPTY_MAIL_HOST_ALLOW_LIST } from '../domain/mail/host-policy';
import { percentile, startBenchEnvironment, summarise } from './support/environment';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const SAMPLES = Number(process.argv[2] ?? 30);
const CONCURRENT = Number(process.argv[3] ?? 20);
const ORIGIN = 'http://127.0.0.1';
/** The fake's pieces are one word each, about a token. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const LONG_ANSWER = Array.from({ length: 400 }, (_, i) => `word${i} `);

let mode: 'first-token' | 'throughput' = 'first-token';
const fake = await startFakeOpenAi(() => (mode === 'first-token' ? { status: 200, chunks: ['The ', 'hearing ', 'is ', 'set.'] } : { status: 200, chunks: LONG_ANSWER, chunkDelayMs: 2 }));
const BACKEND = process.argv[4] === 'postgres' ? 'postgres' : 'pglite';
const postgres = BACKEND === 'postgres' ? await startThrowawayPostgres({ max_connections: '40', synchronous_commit: 'off' }, (line) => console.log(`[postgres] ${line}`)) : null;
if (BACKEND === 'postgres' && !postgres) throw new Error('No PostgreSQL server with pgvector could be started.');
console.log(`database: ${BACKEND === 'postgres' ? 'Postgres server' : 'PGlite, embedded'}`);
const env = await startBenchEnvironment({}, postgres ? { databaseUrl: postgres.url } : {});
const embedder = sharedLocalEmbedder();
const ai = { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' };
const app = await buildApp({ db: env.db, driver: env.driver, listen: env.listen, temporal: env.temporal, webDir: '/none', cookieSecure: false, sessionTtlDays: 1, secrets: env.secrets, google: null, mailHosts: EMPTY_MAIL_HOST_ALLOW_LIST, ai, appUrl: ORIGIN, embedder, legal: legalServicesFromEnv({}) });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const signUp = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'bench@example.com', password: 'bench-pass-1', firstName: 'Bench', lastName: 'User' } });
const cookie = `ws_session=${signUp.cookies.find((c) => c.name === 'ws_session')!.value}`;
const userId = (signUp.json() as { user: { id: string } }).user.id;
for (let i = 0; i < 20; i++) {
  const passages = [`Notice ${i}: the hearing in case ADJ${1000 + i} is set for March ${(i % 27) + 1}, 2027 at 8:30 a.m. in Van Nuys.`, `Report ${i}: the applicant injured the lumbar spine; impairment ${i + 5}%.`];
  const vectors = await embedder.embed(passages);
  await insertDocument(env.db, { userId, title: `Document ${i}`, model: embedder.model, chunks: passages.map((text, j) => ({ text, embedding: vectors[j] ?? null })) });
}

async function newConversation(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/chat/conversations', headers: { cookie, origin: ORIGIN }, payload: {} });
  return (response.json() as { conversation: { id: string } }).conversation.id;
}

/** Sends a question and reads the reply's stream: the time to the first delta, and the pieces received. */
async function askThroughProduct(conversationId: string): Promise<{ firstMs: number; pieces: number }> {
  const started = performance.now();
  const sent = await fetch(`${baseUrl}/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'When is the hearing in the lumbar spine case?' }),
  });
  const { assistantMessage } = (await sent.json()) as { assistantMessage: { id: string } };
  const stream = await fetch(`${baseUrl}/api/chat/messages/${assistantMessage.id}/stream`, { headers: { cookie, accept: 'text/event-stream' } });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstMs = -1;
  let pieces = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      if (block.includes('event: delta')) {
        if (firstMs < 0) firstMs = performance.now() - started;
        pieces += words((JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { text: string }).text);
      }
      if (block.includes('event: done')) {
        await reader.cancel();
        return { firstMs, pieces };
      }
    }
  }
  return { firstMs, pieces };
}

const client = new OpenAI({ apiKey: TEST_AI_KEY, baseURL: fake.baseUrl, maxRetries: 0 });
async function askDirectly(): Promise<{ firstMs: number; pieces: number }> {
  const started = performance.now();
  const stream = await client.chat.completions.create({ model: 'fake-model', messages: [{ role: 'user', content: 'When is the hearing?' }], stream: true });
  let firstMs = -1;
  let pieces = 0;
  for await (const chunk of stream) {
    if (!chunk.choices[0]?.delta?.content) continue;
    if (firstMs < 0) firstMs = performance.now() - started;
    pieces += words(chunk.choices[0].delta.content);
  }
  return { firstMs, pieces };
}

await env.worker.runUntil(async () => {
// Warm up both paths (model load, JIT, connections).
for (let i = 0; i < 3; i++) {
  await askDirectly();
  await askThroughProduct(await newConversation());
}

const direct: number[] = [];
const product: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  direct.push((await askDirectly()).firstMs);
  product.push((await askThroughProduct(await newConversation())).firstMs);
}
const directMedian = summarise('first piece, straight from the endpoint', direct);
const productMedian = summarise('first piece, through the product (question sent → first delta)', product);
console.log(`overhead: median ${(percentile(product, 0.5) - percentile(direct, 0.5)).toFixed(1)} ms, p95 ${(percentile(product, 0.95) - percentile(direct, 0.95)).toFixed(1)} ms (target ≤ 50 ms); ratio of means ${(productMedian / directMedian).toFixed(2)}`);

mode = 'throughput';
async function throughput(label: string, run: () => Promise<{ pieces: number }>): Promise<number> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, run));
  const seconds = (performance.now() - started) / 1000;
  const pieces = results.reduce((sum, result) => sum + result.pieces, 0);
  const rate = pieces / seconds;
  console.log(`${label}: ${pieces} tokens (words) in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} tokens/s`);
  return rate;
}
const directRate = await throughput(`${CONCURRENT} streams straight from the endpoint`, askDirectly);
const conversations = await Promise.all(Array.from({ length: CONCURRENT }, newConversation));
let next = 0;
const productRate = await throughput(`${CONCURRENT} chats through the product`, () => askThroughProduct(conversations[next++]!));
console.log(`ratio (tokens/s through the product / straight): ${(productRate / directRate).toFixed(2)}`);

});
await app.close();
await env.close();
await fake.close();
postgres?.stop();
