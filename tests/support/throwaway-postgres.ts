import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster (initdb + pg_ctl in a temporary folder, on a free loopback port), for
 * tests and benchmarks, from the server binaries of this machine (Debian's postgresql package).
 * With `pgvector: true`, when pgvector is missing and we are root, Debian's postgresql-NN-pgvector is
 * installed with apt-get (said in the log). Resolves to null, with every attempt logged, when it cannot be had.
 */
export interface ThrowawayPostgres {
  url: string;
  /** The server's major version, e.g. '15'. */
  major: string;
  stop(): void;
}

const run = (command: string, args: string[], user?: string) => {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
};

function binDir(): string | null {
  for (const candidate of ['/usr/local/bin/postgres', ...['17', '16', '15'].map((major) => `/usr/lib/postgresql/${major}/bin/postgres`)]) {
    if (existsSync(candidate)) return path.dirname(realpathSync(candidate));
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function ensurePgvector(bin: string, major: string, log: (line: string) => void): boolean {
  const shareDir = execFileSync(path.join(bin, 'pg_config'), ['--sharedir'], { encoding: 'utf8' }).trim();
  const control = path.join(shareDir, 'extension', 'vector.control');
  if (existsSync(control)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    log(`pgvector is not installed (${control} is missing) and this is not root, so it cannot be installed with apt-get.`);
    return false;
  }
  log(`pgvector is not installed (${control} is missing): installing Debian's postgresql-${major}-pgvector with apt-get...`);
  const install = run('apt-get', ['install', '-y', '-qq', `postgresql-${major}-pgvector`]);
  if (install.status !== 0) {
    log(`apt-get install postgresql-${major}-pgvector failed: ${(install.stderr || install.stdout).trim().split('\n').slice(-3).join(' / ')}; trying apt-get update first...`);
    run('apt-get', ['update', '-qq']);
    const again = run('apt-get', ['install', '-y', '-qq', `postgresql-${major}-pgvector`]);
    if (again.status !== 0) {
      log(`apt-get install postgresql-${major}-pgvector failed again: ${(again.stderr || again.stdout).trim().split('\n').slice(-3).join(' / ')}`);
      return false;
    }
  }
  log(`installed postgresql-${major}-pgvector.`);
  return existsSync(control);
}

export interface ThrowawayPostgresOptions {
  /** Server settings (`-c key=value`). */
  settings?: Record<string, string>;
  /** Needs the pgvector extension (installed with apt-get when missing and root). */
  pgvector?: boolean;
  /** Prefix of the temporary folder's name. */
  name?: string;
}

export async function startThrowawayPostgres(options: ThrowawayPostgresOptions, log: (line: string) => void): Promise<ThrowawayPostgres | null> {
  const { settings = {}, pgvector = false, name = 'throwaway-postgres' } = options;
  const bin = binDir();
  if (!bin) {
    log('No PostgreSQL server binaries found (/usr/local/bin/postgres, /usr/lib/postgresql/*/bin): install Debian\'s postgresql package.');
    return null;
  }
  const major = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).replace(/^\D*(\d+).*$/s, '$1');
  if (pgvector && !ensurePgvector(bin, major, log)) return null;
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const user = process.getuid?.() === 0 ? 'postgres' : undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  chmodSync(dir, 0o755);
  if (user) {
    const ids = execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = path.join(dir, 'data');
  const init = run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], user);
  if (init.status !== 0) {
    log(`initdb failed: ${init.stderr.trim()}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  const port = await freePort();
  const serverOptions = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`)].join(' ');
  const start = run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', serverOptions, 'start'], user);
  if (start.status !== 0) {
    log(`pg_ctl start failed: ${start.stderr.trim() || start.stdout.trim()}`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  log(`PostgreSQL ${major} started in ${dir} on port ${port}.`);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    major,
    stop() {
      if (stopped) return;
      stopped = true;
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], user);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
