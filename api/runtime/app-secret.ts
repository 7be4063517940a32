import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key material for secrets at rest. APP_SECRET when set (production); otherwise a random
 * secret generated once into the data folder (embedded mode), readable only by its owner.
 */
export function loadAppSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
