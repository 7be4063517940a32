import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A child process that cannot outlive us, however we die (SIGKILL included: Node has no
 * PR_SET_PDEATHSIG). It runs under a tiny supervisor whose stdin is a pipe from this process; the
 * kernel closes that pipe when we exit, the supervisor reads EOF and stops the child (SIGTERM, then
 * SIGKILL after the grace period). Supervisor and child share their own process group, so Ctrl-C
 * reaches only us and we decide when the child stops.
 */
export interface WatchedProcess {
  /** The child's own pid (not the supervisor's). */
  pid: number;
  /** The supervisor, whose stderr carries the child's. */
  supervisor: ChildProcess;
  /** Whether the child has ended. */
  exited(): boolean;
  /** Resolves with a description of how the child ended. */
  exit: Promise<string>;
  /** Asks the supervisor to stop the child and waits until both are gone. */
  stop(): Promise<void>;
}

// Plain JavaScript for `node -e`: argv = [node, graceMs, command, ...args]. The child's pid goes to stdout.
const SUPERVISOR = `
const { spawn } = require('node:child_process');
const [graceMs, command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), Number(graceMs)).unref();
};
child.once('spawn', () => process.stdout.write(child.pid + '\\n'));
child.once('error', (error) => { process.stderr.write(error.message + '\\n'); process.exit(127); });
child.once('exit', (code, signal) => process.exit(signal ? 1 : code));
process.stdin.on('end', stop).on('close', stop).on('error', stop).resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
`;

const SUPERVISOR_GRACE_MS = 5_000;

export interface WatchOptions {
  /** Time between SIGTERM and SIGKILL; default 10 s. */
  graceMs?: number;
  /** Run supervisor and child as this user and group (a root test starting an unprivileged server). */
  uid?: number;
  gid?: number;
}

export async function spawnWatched(command: string, args: string[], options: WatchOptions = {}): Promise<WatchedProcess> {
  const graceMs = options.graceMs ?? 10_000;
  const supervisor = spawn(process.execPath, ['-e', SUPERVISOR, String(graceMs), command, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    ...(options.uid !== undefined ? { uid: options.uid } : {}),
    ...(options.gid !== undefined ? { gid: options.gid } : {}),
  });
  const exit = new Promise<string>((resolve) => {
    supervisor.once('error', (error) => resolve(error.message));
    supervisor.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  let ended = false;
  void exit.then(() => (ended = true));

  const pid = await new Promise<number | null>((resolve) => {
    let buffered = '';
    supervisor.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.includes('\n')) resolve(Number(buffered.split('\n')[0]));
    });
    void exit.then(() => resolve(null));
  });
  if (pid === null) throw new Error(`${command} did not start (${await exit})`);
  // The write end stays open for as long as we live; we never write to it.
  supervisor.stdin?.on('error', () => undefined);

  const stop = async () => {
    if (ended) return;
    supervisor.stdin?.end();
    const force = setTimeout(() => killGroup(supervisor.pid, 'SIGKILL'), graceMs + SUPERVISOR_GRACE_MS);
    await exit;
    clearTimeout(force);
  };
  return { pid, supervisor, exited: () => ended, exit, stop };
}

function killGroup(pgid: number | undefined, signal: NodeJS.Signals): void {
  try {
    if (pgid) process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}
