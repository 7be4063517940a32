/**
 * Webhook throughput of the real product process: 300 calls at concurrency 10 (after 20 warm-up) into
 * webhook → condition (value > 5) → end / end; runs/s = N / (last run's endedAt − first request), with the
 * accept latencies, and the ratio against n8n on the same workload.
 *   npx tsx bench/webhook-throughput.ts [calls=300] [concurrency=10] [n8nExecutionsPerSecond=7.44]
 * With DATABASE_URL set (a Postgres server with pgvector, e.g. from bench/support/postgres-server.sh) the
 * product runs on a fresh database created on that server instead of embedded PGlite.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '../tests/support/product-process';
import { createScratchDatabase } from '../tests/support/scratch-database';

/** n8n 1.123 (SQLite, default settings) on the same workload and machines: /work/shared/peers/README.md. */
const N8N_EXECUTIONS_PER_SECOND = 7.44;

const CALLS = Number(process.argv[2] ?? 300);
const CONCURRENCY = Number(process.argv[3] ?? 10);
const N8N = Number(process.argv[4] ?? N8N_EXECUTIONS_PER_SECOND);
const WARM_UP = 20;

async function main(): Promise<void> {
const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-'));
const server = await startProduct({ dataDir, echo: true, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
try {
  const client = new ApiClient(server.url);
  await client.call('POST', '/api/auth/signup', { email: 'bench@example.com', password: 'Correct-Horse-9-Battery', firstName: 'Bench', lastName: 'Mark' });
  const hook = await webhookAutomation(client);
  const fire = (count: number, concurrency: number) => fireWebhooks(hook.url, { [hook.headerName]: hook.secret }, count, concurrency);

  await fire(WARM_UP, 4);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const measured = await fire(CALLS, CONCURRENCY);
  const lastEnd = await lastRunEnd(client, measured.runIds);
  const runsPerSecond = measured.runIds.length / ((lastEnd - measured.firstRequest) / 1000);

  const sorted = [...measured.latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(`database: ${databaseUrl ? 'Postgres server' : 'embedded PGlite'}; ${CALLS} webhook calls at concurrency ${CONCURRENCY} after ${WARM_UP} warm-up`);
  console.log(`accepted: ${(CALLS / measured.acceptSeconds).toFixed(1)} calls/s, p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`);
  console.log(`completed: ${runsPerSecond.toFixed(2)} runs/s (${measured.runIds.length} runs)`);
  console.log(`ratio against n8n (${N8N} executions/s): ${(runsPerSecond / N8N).toFixed(2)}`);
} finally {
  await server.stop();
}
}

class ApiClient {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const reply = await fetch(this.baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
    });
    const setCookie = reply.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await reply.text();
    if (!reply.ok) throw new Error(`${method} ${path} answered ${reply.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

async function webhookAutomation(client: ApiClient): Promise<{ url: string; headerName: string; secret: string }> {
  const node = (id: string, type: string, parameters: Record<string, unknown>, x: number) => ({ id, type, typeVersion: 1, name: id, position: { x, y: 0 }, parameters });
  const edge = (id: string, source: string, sourceHandle: string, target: string) => ({ id, source, sourceHandle, target, targetHandle: 'in' });
  const definition = {
    schemaVersion: 1,
    nodes: [
      node('t', 'trigger.webhook', { conditions: [] }, 0),
      node('c', 'condition', { field: 'webhook.body.value', operator: 'greaterThan', value: 5 }, 200),
      node('e1', 'end', {}, 400),
      node('e2', 'end', {}, 400),
    ],
    edges: [edge('a', 't', 'out', 'c'), edge('b', 'c', 'true', 'e1'), edge('d', 'c', 'false', 'e2')],
  };
  const { automation } = await client.call<{ automation: { id: string } }>('POST', '/api/automations', { name: 'bench', definition });
  await client.call('PATCH', `/api/automations/${automation.id}`, { status: 'active' });
  return client.call('GET', `/api/automations/${automation.id}/webhook`);
}

async function fireWebhooks(url: string, headers: Record<string, string>, count: number, concurrency: number) {
  let next = 0;
  const latencies: number[] = [];
  const runIds: string[] = [];
  const firstRequest = Date.now();
  const caller = async () => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ value: index % 10 }) });
      const text = await reply.text();
      latencies.push(performance.now() - started);
      if (!reply.ok) throw new Error(`Webhook call answered ${reply.status}: ${text}`);
      const runId = (JSON.parse(text) as { runIds: string[] }).runIds[0];
      if (runId) runIds.push(runId);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  return { firstRequest, acceptSeconds: (Date.now() - firstRequest) / 1000, latencies, runIds };
}

/** Waits until every run has ended; returns the latest end time (ms since the epoch). */
async function lastRunEnd(client: ApiClient, runIds: string[]): Promise<number> {
  const deadline = Date.now() + 600_000;
  const ends = new Map<string, number>();
  while (Date.now() < deadline) {
    for (const id of runIds) {
      if (ends.has(id)) continue;
      const { run } = await client.call<{ run: { status: string; endedAt: string | null } }>('GET', `/api/automation-runs/${id}`);
      if (run.status === 'running' || !run.endedAt) break;
      ends.set(id, Date.parse(run.endedAt));
    }
    if (ends.size === runIds.length) return Math.max(...ends.values());
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Only ${ends.size} of ${runIds.length} runs ended within 10 minutes.`);
}

/** A new, empty database on the server DATABASE_URL names, so every measurement starts alike. */
async function freshDatabase(serverUrl: string): Promise<string> {
  return (await createScratchDatabase(serverUrl, 'bench_webhook')).url;
}

await main();
