/**
 * The live channel: how fast a change reaches the browsers, and what an open stream costs the API.
 *  - delivery: p95 from the database write (the clock read just before the committing insert of a task)
 *    to its event's receipt at each connected client, with 1 client and with N clients (default 100),
 *    over E events each (default 50);
 *  - memory: the API process's RSS and heap with 0, N and 5·N open streams (after a full collection),
 *    and so the cost of one open stream.
 * The clients run in a child process (so their sockets and parsing are not counted as the API's memory,
 * and do not share its event loop); both processes read the same wall clock (performance.timeOrigin + now).
 *   npx tsx bench/live-channel.ts [clients=100] [events=50] [pglite|postgres]
 * (postgres: a throwaway server with pgvector, as bench/knowledge-search.ts starts one.)
 */
import { legalServicesFromEnv } from '../domain/legal/services-config';
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../api/app';
import { EMPTY_MAIL_HOST_ALLOW_LIST } from '../domain/mail/host-policy';
import { sharedLocalEmbedder } from '../tests/support/embedding-model';
import { percentile, startBenchEnvironment } from './support/environment';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const CLIENTS = Number(process.argv[2] ?? 100);
const EVENTS = Number(process.argv[3] ?? 50);
const BACKEND = process.argv[4] === 'postgres' ? 'postgres' : 'pglite';
const ORIGIN = 'http://127.0.0.1';
const now = () => performance.timeOrigin + performance.now();

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The browsers: N event-stream readers in one child process, reporting each event's receipt times. */
const CLIENT_SCRIPT = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
let requests = [];
let expected = 0;
const received = new Map();
function open(baseUrl, cookie, count) {
  return Promise.all(Array.from({ length: count }, () => new Promise((resolve, reject) => {
    const request = http.get(baseUrl + '/api/live', { agent, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error('live stream: ' + response.statusCode));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let boundary;
        while ((boundary = buffer.indexOf('\\n\\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const data = block.split('\\n').find((line) => line.startsWith('data: '));
          if (!data || !block.includes('event: tasks.changed')) continue;
          const at = now();
          const taskId = JSON.parse(data.slice(6)).subject.taskId;
          const times = received.get(taskId) || [];
          times.push(at);
          received.set(taskId, times);
          if (times.length === expected) {
            received.delete(taskId);
            process.send({ kind: 'received', taskId, times });
          }
        }
      });
      response.on('error', () => undefined);
      resolve();
    });
    request.on('error', (error) => { if (!request.destroyed) reject(error); });
    requests.push(request);
  })));
}
process.on('message', async (message) => {
  if (message.cmd === 'open') {
    await open(message.baseUrl, message.cookie, message.count);
    expected = requests.length;
    process.send({ kind: 'opened', open: requests.length });
  } else if (message.cmd === 'close') {
    for (const request of requests) request.destroy();
    requests = [];
    expected = 0;
    process.send({ kind: 'closed' });
  } else if (message.cmd === 'exit') process.exit(0);
});
`;

type ClientMessage = { kind: 'opened'; open: number } | { kind: 'closed' } | { kind: 'received'; taskId: string; times: number[] };

function startClients(): { child: ChildProcess; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'live-bench-'));
  const file = path.join(dir, 'clients.cjs');
  writeFileSync(file, CLIENT_SCRIPT);
  return { child: fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }), dir };
}

const postgres = BACKEND === 'postgres' ? await startThrowawayPostgres({ max_connections: '40', synchronous_commit: 'off' }, (line) => console.log(`[postgres] ${line}`)) : null;
if (BACKEND === 'postgres' && !postgres) throw new Error('No PostgreSQL server with pgvector could be started.');
console.log(`database: ${BACKEND === 'postgres' ? 'Postgres server' : 'PGlite, embedded'}; ${CLIENTS} clients, ${EVENTS} events per run`);
const env = await startBenchEnvironment({}, postgres ? { databaseUrl: postgres.url } : {});
const app = await buildApp({ db: env.db, driver: env.driver, listen: env.listen, temporal: env.temporal, webDir: '/none', cookieSecure: false, sessionTtlDays: 1, secrets: env.secrets, google: null, mailHosts: EMPTY_MAIL_HOST_ALLOW_LIST, ai: { apiKey: undefined, baseUrl: undefined, model: 'offline' }, appUrl: ORIGIN, embedder: sharedLocalEmbedder(), legal: legalServicesFromEnv({}) });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const signUp = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'live-bench@example.com', password: 'bench-pass-1', firstName: 'Bench', lastName: 'User' } });
const cookie = `ws_session=${signUp.cookies.find((c) => c.name === 'ws_session')!.value}`;
const userId = (signUp.json() as { user: { id: string } }).user.id;

const { child, dir } = startClients();
const waiting = new Map<string, (times: number[]) => void>();
let reply: ((message: ClientMessage) => void) | null = null;
child.on('message', (message: ClientMessage) => {
  if (message.kind === 'received') waiting.get(message.taskId)?.(message.times);
  else reply?.(message);
});
const command = (message: Record<string, unknown>) =>
  new Promise<ClientMessage>((resolve) => {
    reply = resolve;
    child.send(message);
  });

/** Writes EVENTS tasks one after another; each latency is receipt minus the clock read before the insert. */
async function deliveryRun(clients: number): Promise<number[]> {
  await command({ cmd: 'open', baseUrl, cookie, count: clients });
  const latencies: number[] = [];
  let order = 0;
  for (let i = 0; i < EVENTS; i++) {
    // The task's id is drawn before the write so the wait can be set up first.
    const taskId = crypto.randomUUID();
    const arrived = new Promise<number[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`event ${i} did not reach all ${clients} clients within 10 s`)), 10_000);
      waiting.set(taskId, (times) => {
        clearTimeout(timer);
        resolve(times);
      });
    });
    const written = now();
    await env.db.insertInto('tasks').values({ id: taskId, user_id: userId, title: `Bench ${i}`, order: order++ }).execute();
    const times = await arrived;
    waiting.delete(taskId);
    for (const at of times) latencies.push(at - written);
  }
  await command({ cmd: 'close' });
  return latencies;
}

const describe = (label: string, samples: number[]) => {
  const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
  console.log(`${label}: mean ${mean.toFixed(1)} ms, median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (n=${samples.length})`);
  return percentile(samples, 0.95);
};

const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  gc();
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
};

try {
  // The environment's worker runs alongside (nothing here starts workflows); it must be running to be closed.
  await env.worker.runUntil(measure);
} finally {
  child.send({ cmd: 'exit' });
  rmSync(dir, { recursive: true, force: true });
  await app.close();
  await env.close();
  postgres?.stop();
}

async function measure(): Promise<void> {
  await deliveryRun(1); // warm-up: JIT, the first LISTEN round, connection set-up
  const one = describe('write → receipt, 1 client', await deliveryRun(1));
  const many = describe(`write → receipt, ${CLIENTS} clients`, await deliveryRun(CLIENTS));
  console.log(`p95 with ${CLIENTS} clients vs 1 client: ${(many / one).toFixed(2)}× (${many.toFixed(1)} ms vs ${one.toFixed(1)} ms; target ≤ 100 ms)`);

  const base = await settle();
  await command({ cmd: 'open', baseUrl, cookie, count: CLIENTS });
  const atN = await settle();
  await command({ cmd: 'open', baseUrl, cookie, count: CLIENTS * 4 });
  const at5N = await settle();
  await command({ cmd: 'close' });
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`API memory, 0 open streams: RSS ${mib(base.rss)}, heap ${mib(base.heap)}`);
  for (const [count, at] of [
    [CLIENTS, atN],
    [CLIENTS * 5, at5N],
  ] as const) {
    console.log(`API memory, ${count} open streams: RSS ${mib(at.rss)} (+${kib((at.rss - base.rss) / count)} per stream), heap ${mib(at.heap)} (+${kib((at.heap - base.heap) / count)} per stream)`);
  }
  console.log(`heap per stream at ${CLIENTS * 5} vs ${CLIENTS} streams: ${((at5N.heap - base.heap) / (CLIENTS * 5) / ((atN.heap - base.heap) / CLIENTS)).toFixed(2)}×`);
  console.log('(RSS moves with the embedded database and the allocator; the heap figure is the per-stream cost to read.)');
}
