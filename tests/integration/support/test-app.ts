import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../api/app';
import { connectTemporal, type TemporalHandle } from '../../../api/temporal/client';
import { startWorker, type StartedWorker } from '../../../api/temporal/worker';
import type { DatabaseHandle } from '../../../db/connection';
import { createTestDatabase, type TestDriver } from './database';
import { SecretBox } from '../../../activities/security/secret-box';
import type { GoogleConfig } from '../../../domain/mail/google-config';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import type { AiConfig } from '../../../activities/ai/ai-config';
import { parseMailHostAllowList } from '../../../domain/mail/host-policy';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import { sharedLocalEmbedder } from '../../support/embedding-model';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  temporal: TemporalHandle;
  worker: StartedWorker | null;
  /** The real in-process embedding model the API and the worker share. */
  embedder: Embedder;
  close(): Promise<void>;
}

/** The real application on a fresh database, talking to the run's Temporal server on its own task queue. */
/** Port 9 (discard) on loopback refuses connections: a service that is down. */
export const UNREACHABLE_LEGAL_SERVICES: LegalServicesConfig = {
  caselaw: { baseUrl: 'http://127.0.0.1:9' },
  courtListener: { baseUrl: 'http://127.0.0.1:9', token: undefined },
};

export const TEST_APP_SECRET = 'test-secret-for-sealing-tokens-at-rest-0123456789';

export interface TestAppOptions {
  driver?: TestDriver;
  withWorker?: boolean;
  google?: GoogleConfig;
  /** The AI endpoint the worker uses; without it the offline analysers run. */
  ai?: AiConfig;
  /** A folder with a built web app (index.html) to serve; by default none. */
  webDir?: string;
  /** MAIL_ALLOWED_HOSTS; defaults to 127.0.0.1, where the tests' Dovecot and SMTP server listen. */
  mailAllowedHosts?: string;
  /** The case-law services; by default a closed loopback port, so each one fails at once. */
  legal?: LegalServicesConfig;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.driver ?? 'pglite');
  const address = inject('temporalAddress');
  const taskQueue = `test-${randomUUID()}`;
  const temporal = await connectTemporal({ address, namespace: 'default', taskQueue, uiUrl: 'http://127.0.0.1:8233' });
  const secrets = new SecretBox(TEST_APP_SECRET);
  const mailHosts = parseMailHostAllowList(options.mailAllowedHosts ?? '127.0.0.1');
  const deps = { db: database.db, secrets, google: options.google ?? null, mailHosts, ai: options.ai ?? { apiKey: undefined, baseUrl: undefined, model: 'offline' }, appUrl: 'http://127.0.0.1:3000', embedder: sharedLocalEmbedder() };
  const worker = options.withWorker ? await startWorker({ address, namespace: 'default', taskQueue, deps }) : null;
  const app = await buildApp({
    db: database.db,
    driver: database.driver,
    listen: database.listen,
    temporal,
    webDir: options.webDir ?? '/nonexistent-web-build',
    cookieSecure: false,
    sessionTtlDays: 30,
    secrets,
    google: options.google ?? null,
    mailHosts,
    ai: deps.ai,
    appUrl: deps.appUrl,
    embedder: deps.embedder,
    legal: options.legal ?? UNREACHABLE_LEGAL_SERVICES,
  });
  await app.ready();
  return {
    app,
    database,
    temporal,
    worker,
    embedder: deps.embedder,
    async close() {
      await app.close();
      await worker?.shutdown();
      await temporal.connection.close();
      await database.close();
    },
  };
}

/** The session cookie a sign-up or login reply set, ready for the next request's `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ws_session');
  if (!cookie) throw new Error(`No session cookie in reply ${response.statusCode}: ${response.body}`);
  return `ws_session=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example-firm.com`;
}

export async function signUpUser(app: FastifyInstance, overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {}) {
  const body = { email: uniqueEmail(), password: 'correct-horse-9', firstName: 'Maria', lastName: 'Alvarez', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json().user as { id: string; email: string; fullName: string }, body };
}
