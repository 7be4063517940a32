/** Production API process (`npm run api`): HTTP only; workers run in their own processes. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { SecretBox } from '../activities/security/secret-box';
import { loadAppSecret } from './runtime/app-secret';
import { openMigratedDatabase } from './runtime/database';
import { requireProductionEnv } from './runtime/require-env';
import { onShutdownSignal } from './runtime/shutdown';
import { connectTemporal } from './temporal/client';
import { aiSetupLine } from './runtime/ai-key-notice';
import { startEmbedder } from './runtime/embedder';

async function main(): Promise<void> {
  requireProductionEnv('The API');
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  const temporal = await connectTemporal({
    address: config.temporal.address!,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    uiUrl: config.temporal.uiUrl ?? null,
  });
  console.log(aiSetupLine(config.ai));
  const embedder = startEmbedder(config, console.log);
  const app = await buildApp(
    { db: database.db, driver: database.driver, listen: database.listen, temporal, webDir: config.webDir, cookieSecure: config.cookieSecure, sessionTtlDays: config.sessionTtlDays, secrets: new SecretBox(loadAppSecret(config.dataDir)), google: config.google, mailHosts: config.mailHosts, ai: config.ai, appUrl: config.appUrl, embedder, legal: config.legal },
    { logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true },
  );
  await app.listen({ port: config.port, host: config.host });
  onShutdownSignal(
    [
      { name: 'HTTP server', run: () => app.close() },
      { name: 'Temporal client', run: () => temporal.connection.close() },
      { name: 'database', run: () => database.close() },
    ],
    console.log,
  );
}

main().catch((error: unknown) => {
  console.error(`API start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
