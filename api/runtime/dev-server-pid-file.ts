import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `$DATA_DIR/temporal/server.pid` names the dev server running on that folder's SQLite file, so a
 * start after a crash can stop a server the crash left behind instead of opening the file twice.
 */
export interface DevServerRecord {
  pid: number;
  port: number;
}

const STOP_TIMEOUT_MS = 10_000;

export function pidFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export function writePidFile(dataDir: string, record: DevServerRecord): void {
  writeFileSync(pidFilePath(dataDir), `${JSON.stringify(record)}\n`);
}

export function readPidFile(dataDir: string): DevServerRecord | null {
  try {
    const record: unknown = JSON.parse(readFileSync(pidFilePath(dataDir), 'utf8'));
    if (typeof record !== 'object' || record === null) return null;
    const { pid, port } = record as Record<string, unknown>;
    return typeof pid === 'number' && typeof port === 'number' ? { pid, port } : null;
  } catch {
    return null;
  }
}

/** Removes the file when it still names `pid` (a newer server may have replaced it). */
export function removePidFile(dataDir: string, pid: number): void {
  if (readPidFile(dataDir)?.pid === pid) rmSync(pidFilePath(dataDir), { force: true });
}

/**
 * Stops the server the pid file names when it is still running on `dbFile`. Only a process whose
 * command line is `temporal server start-dev ... --db-filename <dbFile>` is touched, never a
 * process that merely inherited a reused pid.
 */
export async function stopStaleDevServer(dataDir: string, dbFile: string, log: (line: string) => void): Promise<void> {
  const record = readPidFile(dataDir);
  if (!record) return;
  if (isAlive(record.pid) && runsDevServerOn(record.pid, dbFile)) {
    log(`Stopping the Temporal dev server an earlier run left behind (pid ${record.pid}, port ${record.port})...`);
    signal(record.pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(record.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(record.pid)) signal(record.pid, 'SIGKILL');
    while (isAlive(record.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  rmSync(pidFilePath(dataDir), { force: true });
}

function runsDevServerOn(pid: number, dbFile: string): boolean {
  const args = commandLine(pid);
  const dbIndex = args.indexOf('--db-filename');
  return args.includes('start-dev') && dbIndex >= 0 && args[dbIndex + 1] === dbFile;
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** A zombie (exited, not yet reaped by whoever adopted it) counts as gone: it holds no files. */
export function isAlive(pid: number): boolean {
  const statFile = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(statFile, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      return state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
