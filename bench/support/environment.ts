import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities } from '../../activities/index';
import { SecretBox } from '../../activities/security/secret-box';
import { startTemporalDevServer } from '../../api/runtime/temporal-dev-server';
import { connectTemporal } from '../../api/temporal/client';
import { installWorkerLogging } from '../../api/temporal/logging';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { EMPTY_MAIL_HOST_ALLOW_LIST } from '../../domain/mail/host-policy';
import { sharedLocalEmbedder } from '../../tests/support/embedding-model';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0';

/** A Temporal dev server, an in-memory database (or the Postgres server given) and a worker running the bench workflows. */
export async function startBenchEnvironment(extraActivities: Record<string, (...args: never[]) => Promise<unknown>> = {}, options: { databaseUrl?: string } = {}) {
  installWorkerLogging('WARN');
  const server = await startTemporalDevServer({ toolsDir: '.tools', namespace: 'default', ui: false });
  const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl, poolSize: 10 } : { pgliteDataDir: 'memory://' });
  await migrateToLatest(database.db, database.location);
  const taskQueue = `bench-${randomUUID()}`;
  const secrets = new SecretBox(BENCH_SECRET);
  const connection = await NativeConnection.connect({ address: server.address });
  const worker = await Worker.create({
    connection,
    taskQueue,
    workflowsPath: fileURLToPath(new URL('./workflows.ts', import.meta.url)),
    activities: {
      ...createActivities({ db: database.db, workerIdentity: 'bench', secrets, google: null, mailHosts: EMPTY_MAIL_HOST_ALLOW_LIST, ai: { apiKey: undefined, baseUrl: undefined, model: 'offline' }, appUrl: 'http://127.0.0.1', embedder: sharedLocalEmbedder() }),
      noop: async () => undefined,
      ...extraActivities,
    },
  });
  const temporal = await connectTemporal({ address: server.address, namespace: 'default', taskQueue, uiUrl: null });
  return {
    db: database.db,
    driver: database.driver,
    listen: database.listen,
    secrets,
    temporal,
    worker,
    async close() {
      await temporal.connection.close();
      await connection.close();
      await database.close();
      await server.stop();
    },
  };
}

export function summarise(label: string, samplesMs: number[]): number {
  const mean = samplesMs.reduce((sum, ms) => sum + ms, 0) / samplesMs.length;
  console.log(`${label}: mean ${mean.toFixed(1)} ms, median ${percentile(samplesMs, 0.5).toFixed(1)} ms, p95 ${percentile(samplesMs, 0.95).toFixed(1)} ms (n=${samplesMs.length})`);
  return mean;
}

export function percentile(samplesMs: number[], q: number): number {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
