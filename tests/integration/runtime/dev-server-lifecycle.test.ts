import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, readPidFile, writePidFile } from '../../../api/runtime/dev-server-pid-file';
import { freePort } from '../../../api/runtime/free-port';
import { locateTemporalCli } from '../../../api/runtime/temporal-cli';
import { startTemporalDevServer } from '../../../api/runtime/temporal-dev-server';
import { startProduct, type ProductProcess } from '../../support/product-process';

// The product with its own dev server (no TEMPORAL_ADDRESS) on embedded PGlite, API only.
const OWN_SERVERS = { TEMPORAL_ADDRESS: '', DATABASE_URL: '' };

describe('the embedded Temporal dev server lives and dies with the product', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-lifecycle-'));
  const temporalDir = path.join(dataDir, 'temporal');
  let product: ProductProcess | null = null;
  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes when the product is killed with SIGKILL; a restart on the same folder runs cleanly and stops cleanly', async () => {
    product = await startProduct({ dataDir, web: false, env: OWN_SERVERS });
    const first = readPidFile(temporalDir);
    expect(first, 'the pid file names the running dev server').not.toBeNull();
    expect(isAlive(first!.pid)).toBe(true);
    expect(commandLine(first!.pid)).toContain(path.join(temporalDir, 'temporal.sqlite'));

    await product.kill('SIGKILL');
    product = null;
    await waitUntil(() => !isAlive(first!.pid), 5_000, `the dev server (pid ${first!.pid}) outlived the killed product`);
    await waitUntil(() => processesMentioning(dataDir).length === 0, 5_000, `left running: ${processesMentioning(dataDir).join('; ')}`);

    product = await startProduct({ dataDir, web: false, env: OWN_SERVERS });
    const health = (await (await fetch(`${product.url}/api/health`)).json()) as { temporal: { ok: boolean }; database: { ok: boolean } };
    expect(health).toMatchObject({ database: { ok: true }, temporal: { ok: true } });
    const second = readPidFile(temporalDir);
    expect(second?.pid).not.toBe(first!.pid);
    expect(processesMentioning(dataDir).filter((line) => line.includes('start-dev') && !line.includes(' -e '))).toHaveLength(1);

    await product.stop();
    product = null;
    expect(isAlive(second!.pid)).toBe(false);
    expect(readPidFile(temporalDir), 'a clean stop removes the pid file').toBeNull();
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 420_000);
});

describe('a dev server an earlier run left behind', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-stale-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is stopped before a new one opens the same SQLite file', async () => {
    const toolsDir = path.resolve(process.env.TOOLS_DIR ?? '.tools');
    const cli = locateTemporalCli(toolsDir).path;
    expect(cli, 'the Temporal CLI (npx tsx scripts/ensure-test-prerequisites.ts installs it)').not.toBeNull();
    mkdirSync(dataDir, { recursive: true });
    // An orphan as a crash of the old code left it: no watchdog, its own session.
    const port = await freePort();
    const dbFile = path.join(dataDir, 'temporal.sqlite');
    const orphan = spawn(cli!, ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--headless', '--db-filename', dbFile], { stdio: 'ignore', detached: true });
    orphan.unref();
    writePidFile(dataDir, { pid: orphan.pid!, port });
    try {
      const server = await startTemporalDevServer({ dataDir, toolsDir, namespace: 'default', ui: false });
      expect(isAlive(orphan.pid!)).toBe(false);
      expect(readPidFile(dataDir)?.pid).not.toBe(orphan.pid);
      await server.stop();
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      if (isAlive(orphan.pid!)) process.kill(orphan.pid!, 'SIGKILL');
    }
  }, 120_000);
});

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Live processes whose command line names `dir` (the dev server, its supervisor). */
function processesMentioning(dir: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && isAlive(Number(entry)))
    .map((pid) => `${pid}: ${commandLine(Number(pid))}`)
    .filter((line) => line.includes(dir));
}

async function waitUntil(condition: () => boolean, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
