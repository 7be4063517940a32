import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, readPidFile } from '../../../api/runtime/dev-server-pid-file';
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
