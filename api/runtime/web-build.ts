import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['web', 'domain'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json'];

/** Builds the web app with Vite when dist/web is missing or older than its sources (embedded mode only). */
export async function ensureWebBuild(webDir: string, root: string, log: (line: string) => void): Promise<void> {
  const index = path.join(webDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = [...SOURCE_DIRS.map((dir) => path.join(root, dir)), ...SOURCE_FILES.map((file) => path.join(root, file))];
  if (builtAt > 0 && newestModification(sources) <= builtAt) return;
  if (!existsSync(path.join(root, 'web', 'index.html'))) return;

  log('Building the web app...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

function newestModification(paths: string[]): number {
  let newest = 0;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}
