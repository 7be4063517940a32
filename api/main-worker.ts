/** Production worker process (`npm run worker`): run as many as the load needs. */
import { loadConfig } from './config';
import { SecretBox } from '../activities/security/secret-box';
import { loadAppSecret } from './runtime/app-secret';
import { openMigratedDatabase } from './runtime/database';
import { requireProductionEnv } from './runtime/require-env';
import { onShutdownSignal } from './runtime/shutdown';
import { installWorkerLogging } from './temporal/logging';
import { startWorker } from './temporal/worker';
import { aiSetupLine } from './runtime/ai-key-notice';
import { startEmbedder } from './runtime/embedder';

async function main(): Promise<void> {
  requireProductionEnv('The worker');
  const config = loadConfig();
  installWorkerLogging(process.env.TEMPORAL_LOG_LEVEL === 'INFO' ? 'INFO' : 'WARN');
  const database = await openMigratedDatabase(config);
  console.log(aiSetupLine(config.ai));
  const embedder = startEmbedder(config, console.log);
  const worker = await startWorker({
    address: config.temporal.address!,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    deps: { db: database.db, secrets: new SecretBox(loadAppSecret(config.dataDir)), google: config.google, mailHosts: config.mailHosts, ai: config.ai, appUrl: config.appUrl, embedder },
  });
  console.log(`Worker polling task queue "${config.temporal.taskQueue}" on ${config.temporal.address}`);
  onShutdownSignal(
    [
      { name: 'worker', run: () => worker.shutdown() },
      { name: 'database', run: () => database.close() },
    ],
    console.log,
  );
  await worker.finished;
}

main().catch((error: unknown) => {
  console.error(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
