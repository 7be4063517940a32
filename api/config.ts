import path from 'node:path';
import type { GoogleConfig } from '../domain/mail/google-config';
import { parseMailHostAllowList, type MailHostAllowList } from '../domain/mail/host-policy';
import type { AiConfig } from '../activities/ai/ai-config';
import { legalServicesFromEnv, type LegalServicesConfig } from '../domain/legal/services-config';

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
  /** Public base URL of the app, for OAuth redirects. */
  appUrl: string;
  /** Null when GOOGLE_CLIENT_ID is not set: Gmail linking is then unavailable. */
  google: GoogleConfig | null;
  ai: AiConfig;
  /** The public case-law services legal research asks. */
  legal: LegalServicesConfig;
  /** MAIL_ALLOWED_HOSTS: private mail servers users may link; all other non-public addresses are refused. */
  mailHosts: MailHostAllowList;
  embeddings: {
    /** EMBEDDING_PROVIDER: 'local' (the in-process model, default) or 'openai' (needs OPENAI_API_KEY). */
    provider: 'local' | 'openai';
    /** Where the in-process model's weights are kept (under TOOLS_DIR). */
    modelsDir: string;
    /** MAVEN_REPOSITORY_URL: where the weights are downloaded from at first start. */
    repositoryUrl: string | undefined;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const port = parsePort(env.PORT, 3000);
  const appUrl = (env.APP_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  return {
    port,
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
    appUrl,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          redirectUri: env.GOOGLE_REDIRECT_URI ?? `${appUrl}/api/mail/gmail/callback`,
          ...(env.GOOGLE_API_ROOT_URL ? { apiRootUrl: env.GOOGLE_API_ROOT_URL } : {}),
          ...(env.GOOGLE_AUTH_BASE_URL ? { authBaseUrl: env.GOOGLE_AUTH_BASE_URL } : {}),
          ...(env.GOOGLE_TOKEN_URL ? { tokenUrl: env.GOOGLE_TOKEN_URL } : {}),
        }
      : null,
    ai: {
      apiKey: env.OPENAI_API_KEY || undefined,
      baseUrl: env.OPENAI_BASE_URL || undefined,
      model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
      localModel: env.AI_LOCAL_MODEL === 'true',
      models: (env.OPENAI_MODELS ?? '').split(',').map((name) => name.trim()).filter(Boolean),
      ...(env.OPENAI_KEY_PREFIX ? { keyPrefix: env.OPENAI_KEY_PREFIX } : {}),
    },
    mailHosts: parseMailHostAllowList(env.MAIL_ALLOWED_HOSTS),
    legal: legalServicesFromEnv(env),
    embeddings: {
      provider: env.EMBEDDING_PROVIDER === 'openai' ? 'openai' : 'local',
      modelsDir: path.join(path.resolve(root, env.TOOLS_DIR ?? '.tools'), 'models'),
      repositoryUrl: env.MAVEN_REPOSITORY_URL || undefined,
    },
  };
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a TCP port number, got "${value}"`);
  return port;
}
