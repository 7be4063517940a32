/**
 * Embedded default (`npm start`): database, Temporal dev server, worker, API and web in one process.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { SecretBox } from '../activities/security/secret-box';
import { loadAppSecret } from './runtime/app-secret';
import { openMigratedDatabase } from './runtime/database';
import { onShutdownSignal } from './runtime/shutdown';
import { resolveTemporal } from './runtime/temporal';
import { ensureWebBuild } from './runtime/web-build';
import { aiSetupLine } from './runtime/ai-key-notice';
import { startEmbedder } from './runtime/embedder';
import { connectTemporal } from './temporal/client';
import { installWorkerLogging } from './temporal/logging';
import { startWorker } from './temporal/worker';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  installWorkerLogging(process.env.TEMPORAL_LOG_LEVEL === 'INFO' ? 'INFO' : 'WARN');
  // The three are independent; doing them together is most of the start-up time saved.
  const [database, endpoint] = await Promise.all([
    openMigratedDatabase(config),
    resolveTemporal(config, log),
    ensureWebBuild(config.webDir, process.cwd(), log),
  ]);
  log(`Database: ${database.driver === 'pglite' ? `embedded PGlite in ${database.location}` : `Postgres at ${database.location}`}`);
  const settings = { address: endpoint.address, namespace: config.temporal.namespace, taskQueue: config.temporal.taskQueue };
  const secrets = new SecretBox(loadAppSecret(config.dataDir));
  log(aiSetupLine(config.ai));
  const embedder = startEmbedder(config, log);
  const worker = await startWorker({ ...settings, deps: { db: database.db, secrets, google: config.google, mailHosts: config.mailHosts, ai: config.ai, appUrl: config.appUrl, embedder } });
  const temporal = await connectTemporal({ ...settings, uiUrl: endpoint.uiUrl });

  const app = await buildApp(
    { db: database.db, driver: database.driver, listen: database.listen, temporal, webDir: config.webDir, cookieSecure: config.cookieSecure, sessionTtlDays: config.sessionTtlDays, secrets, google: config.google, mailHosts: config.mailHosts, ai: config.ai, appUrl: config.appUrl, embedder, legal: config.legal },
    { logger: { level: process.env.LOG_LEVEL ?? 'warn' } },
  );
  await app.listen({ port: config.port, host: config.host });

  onShutdownSignal(
    [
      { name: 'HTTP server', run: () => app.close() },
      { name: 'worker', run: () => worker.shutdown() },
      { name: 'Temporal client', run: () => temporal.connection.close() },
      { name: 'Temporal dev server', run: async () => endpoint.devServer?.stop() },
      { name: 'database', run: () => database.close() },
    ],
    log,
  );

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log('');
  log(`  Workspace:    http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
  log(`  Temporal UI:  ${endpoint.uiUrl ?? '(not available: set TEMPORAL_UI_URL)'}`);
  log(`  Temporal:     ${endpoint.address} (namespace ${config.temporal.namespace}, task queue ${config.temporal.taskQueue})`);
  log(`  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(`\nStart-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
