import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  toolsDir: string;
  temporal: {
    /** Set → connect to this server; unset → start a local dev server. */
    address: string | undefined;
    namespace: string;
    taskQueue: string;
    /** Where people open the Temporal Web UI; derived from the dev server when embedded. */
    uiUrl: string | undefined;
  };
  /** Serve dist/web from the API process. */
  webDir: string;
  cookieSecure: boolean;
  sessionTtlDays: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    toolsDir: path.resolve(root, env.TOOLS_DIR ?? '.tools'),
    temporal: {
      address: env.TEMPORAL_ADDRESS || undefined,
      namespace: env.TEMPORAL_NAMESPACE ?? 'default',
      taskQueue: env.TEMPORAL_TASK_QUEUE ?? 'workspace',
      uiUrl: env.TEMPORAL_UI_URL || undefined,
    },
    webDir: path.resolve(root, env.WEB_DIR ?? 'dist/web'),
    cookieSecure: env.COOKIE_SECURE === 'true',
    sessionTtlDays: 30,
  };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port number, got "${value}"`);
  return port;
}
