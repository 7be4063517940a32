import path from 'node:path';
import type { AppConfig } from '../config';
import { startTemporalDevServer, type RunningDevServer } from './temporal-dev-server';

export interface TemporalEndpoint {
  address: string;
  uiUrl: string | null;
  /** Set when this process started the server; stopping it stops the server. */
  devServer: RunningDevServer | null;
}

/** TEMPORAL_ADDRESS set → use it; unset → start a local dev server with its Web UI. */
export async function resolveTemporal(config: AppConfig, log: (line: string) => void): Promise<TemporalEndpoint> {
  if (config.temporal.address) {
    return { address: config.temporal.address, uiUrl: config.temporal.uiUrl ?? null, devServer: null };
  }
  log('Starting the Temporal dev server...');
  const devServer = await startTemporalDevServer({
    toolsDir: config.toolsDir,
    dataDir: path.join(config.dataDir, 'temporal'),
    namespace: config.temporal.namespace,
    port: 7233,
    uiPort: 8233,
    log,
  });
  return { address: devServer.address, uiUrl: config.temporal.uiUrl ?? devServer.uiUrl, devServer };
}
