/**
 * The product as `npm start` runs it (`node --import tsx api/main.ts`), as a child process of a test
 * or benchmark: its own process group, a free port, the given data folder, waited on until
 * GET /api/health answers 200. Used by kill tests, fuzzing and benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/runtime/free-port';

export interface ProductOptions {
  /** DATA_DIR of the product (embedded PGlite and the Temporal dev server's SQLite live here). */
  dataDir: string;
  /** A free port unless given. */
  port?: number;
  /** Added to this process's environment (TEMPORAL_ADDRESS, TEMPORAL_TASK_QUEUE, DATABASE_URL, LOG_LEVEL...). */
  env?: NodeJS.ProcessEnv;
  /** false → no Vite build at start and no web app served (API only). Default true. */
  web?: boolean;
  /** How long to wait for /api/health; default 3 minutes (a first start may build the web app). */
  readyTimeoutMs?: number;
  /** Also copy the product's output to this process's stdout/stderr. */
  echo?: boolean;
}

export interface ProductProcess {
  url: string;
  port: number;
  /** The product's own Node process (also its process group id). */
  pid: number;
  /** Sends `signal` (default SIGKILL) to the Node process only, as a crash would, and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful: drains the worker, stops its dev server), SIGKILL after a timeout; waits for the exit. */
  stop(): Promise<void>;
  /** Everything the product printed so far (stdout and stderr, interleaved). */
  output(): string;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 256 * 1024;

export async function startProduct(options: ProductOptions): Promise<ProductProcess> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...options.env, PORT: String(port), DATA_DIR: options.dataDir };
  if (options.web === false) env.WEB_DIR = placeholderWebDir();

  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let captured = '';
  const collect = (stream: NodeJS.WriteStream) => (chunk: string) => {
    captured = (captured + chunk).slice(-OUTPUT_LIMIT);
    if (options.echo) stream.write(chunk);
  };
  child.stdout?.setEncoding('utf8').on('data', collect(process.stdout));
  child.stderr?.setEncoding('utf8').on('data', collect(process.stderr));
  const exited = exitOf(child);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start the product: ${(await exited).description}`);

  const url = `http://127.0.0.1:${port}`;
  const output = () => captured;
  try {
    await waitForHealth(url, exited, options.readyTimeoutMs ?? 180_000, output);
  } catch (error) {
    await terminate(child, exited);
    throw error;
  }
  return {
    url,
    port,
    pid,
    output,
    kill: async (signal = 'SIGKILL') => {
      if (isRunning(child)) child.kill(signal);
      await exited;
    },
    stop: () => terminate(child, exited),
  };
}

/** A web folder with an index.html newer than any source, so the product neither builds nor needs dist/web. */
function placeholderWebDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'workspace-no-web-'));
  const index = path.join(dir, 'index.html');
  writeFileSync(index, '<!doctype html><title>API only</title>');
  const farFuture = new Date('2100-01-01T00:00:00Z');
  utimesSync(index, farFuture, farFuture);
  return dir;
}

interface Exit {
  description: string;
}

function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ description: error.message }));
    child.once('exit', (code, signal) => resolve({ description: signal ? `signal ${signal}` : `code ${code}` }));
  });
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitForHealth(url: string, exited: Promise<Exit>, timeoutMs: number, output: () => string): Promise<void> {
  let exit: Exit | null = null;
  void exited.then((value) => (exit = value));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`The product exited (${(exit as Exit).description}) before it was healthy. Its output:\n${output().slice(-4000)}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((reply) => reply.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not answer ${url}/api/health within ${timeoutMs / 1000} s. Its output:\n${output().slice(-4000)}`);
}

async function terminate(child: ChildProcess, exited: Promise<Exit>): Promise<void> {
  if (isRunning(child)) {
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(force);
  }
  // Anything left in the product's own process group (a helper it spawned) goes with it.
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is already empty
  }
}
