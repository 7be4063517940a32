/**
 * Before the test suite: make sure the outside programs it drives are here.
 * - the Temporal CLI (installed into .tools/ from PyPI when missing);
 * - Debian's Chromium (browser tests) and Dovecot (IMAP tests), by apt-get when missing and we are root.
 * Anything that cannot be provided stops the run with the command that would provide it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { locateTemporalCli } from '../api/runtime/temporal-cli';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const debianPackages = [
  { binary: chromium, pkg: 'chromium' },
  { binary: '/usr/sbin/dovecot', pkg: 'dovecot-imapd' },
];

function ensureTemporalCli(): void {
  if (process.env.TEMPORAL_ADDRESS) return;
  const lookup = locateTemporalCli(path.resolve(process.env.TOOLS_DIR ?? '.tools'), (line) => console.log(line));
  if (!lookup.path) {
    // The test harness can still let @temporalio/testing download it where the internet is reachable.
    console.warn(`Temporal CLI not installed locally (${lookup.attempts.join('; ')}).`);
  }
}

function ensureDebianPackages(): void {
  const missing = debianPackages.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) fail(`The tests need ${missing.join(' and ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`Installing ${missing.join(', ')} from Debian for the tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  } catch (error) {
    fail(`Could not install ${missing.join(', ')} with apt-get: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

ensureTemporalCli();
ensureDebianPackages();
