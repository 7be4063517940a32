import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Pinned so that a seed reproduces the same requests on every machine. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/**
 * The schemathesis CLI from a virtual environment under .tools/, created and filled from PyPI
 * on first use (CI machines start without it).
 */
export function ensureSchemathesis(root: string, log: (line: string) => void): string {
  const venv = path.join(root, '.tools', 'schemathesis-venv');
  const cli = path.join(venv, 'bin', 'schemathesis');
  if (existsSync(cli) && installedVersion(cli) === SCHEMATHESIS_VERSION) return cli;
  log(`Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${venv} ...`);
  try {
    if (!existsSync(path.join(venv, 'bin', 'pip'))) execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
    execFileSync(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], { stdio: 'inherit' });
  } catch (error) {
    throw new Error(
      `Could not install schemathesis (needs python3 with venv and pip, and PyPI reachable): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return cli;
}

function installedVersion(cli: string): string | null {
  try {
    return /(\d+\.\d+\.\d+)/.exec(execFileSync(cli, ['--version'], { encoding: 'utf8' }))?.[1] ?? null;
  } catch {
    return null;
  }
}
