import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Where the data lives: a directory for PGlite, the server's host for pg (no password). */
  location: string;
  /**
   * Calls `onPayload` with each notification on `channel` (LISTEN/NOTIFY) until the returned function is
   * called. On a server this is a connection of its own, outside the pool, opened again (with growing
   * pauses) when it drops; `onReconnect` then says notifications may have been missed meanwhile.
   */
  listen(channel: string, onPayload: (payload: string) => void, hooks?: ListenHooks): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHooks {
  /** Listening again after the connection dropped: anything notified in between was missed. */
  onReconnect?: () => void;
  /** The listening connection failed (it is being opened again). */
  onError?: (error: Error) => void;
}

export interface DatabaseOptions {
  /** A postgres:// URL. When absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start from instead of an empty cluster (tests' migrated template). */
  pgliteInitialData?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openServerDatabase(options.databaseUrl, options.poolSize ?? 10);
  return openEmbeddedDatabase(options.pgliteDataDir ?? './data/pglite', options.pgliteInitialData);
}

function openServerDatabase(databaseUrl: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Listeners();
  return {
    db,
    driver: 'pg',
    location: describeServer(databaseUrl),
    listen: (channel, onPayload, hooks) => listeners.add(listenOnServer(databaseUrl, channel, onPayload, hooks)),
    close: async () => {
      await listeners.stopAll();
      await db.destroy();
    },
  };
}

async function openEmbeddedDatabase(dataDir: string, initialData?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { vector }, ...(initialData ? { loadDataDir: initialData } : {}) });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const listeners = new Listeners();
  return {
    db,
    driver: 'pglite',
    location: dataDir,
    listen: (channel, onPayload) => listeners.add(listenOnPglite(pglite, db, channel, onPayload)),
    close: async () => {
      await listeners.stopAll();
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The listeners of one handle, stopped when it closes (each stop function is safe to call twice). */
class Listeners {
  private readonly stops = new Set<() => Promise<void>>();

  async add(started: Promise<() => Promise<void>>): Promise<() => Promise<void>> {
    const stop = await started;
    let done = false;
    const once = async () => {
      if (done) return;
      done = true;
      this.stops.delete(once);
      await stop();
    };
    this.stops.add(once);
    return once;
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.stops].map((stop) => stop()));
  }
}

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on a dedicated `pg.Client`. Resolves once listening, or after the first attempt failed (it keeps
 * trying in the background, so a server that is briefly away does not stop the API from starting).
 */
async function listenOnServer(databaseUrl: string, channel: string, onPayload: (payload: string) => void, hooks: ListenHooks = {}): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = RECONNECT_FIRST_MS;
  let missedSome = false;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: `listen:${channel}` });
    let failed = false;
    const drop = (error?: Error) => {
      if (failed) return;
      failed = true;
      missedSome = true;
      if (error) hooks.onError?.(error);
      if (client === candidate) client = null;
      candidate.removeAllListeners('notification');
      void candidate.end().catch(() => undefined);
      scheduleReconnect();
    };
    candidate.on('error', drop);
    candidate.on('end', () => drop());
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${candidate.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    pause = RECONNECT_FIRST_MS;
    if (missedSome) hooks.onReconnect?.();
    missedSome = false;
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}

/** PGlite is one connection: notifications arrive with the results of whatever query runs next. */
export async function listenOnPglite(pglite: PGlite, db: Kysely<Database>, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const off = pglite.onNotification((name, payload) => {
    if (name === channel) onPayload(payload);
  });
  // Through Kysely's driver, so LISTEN never lands inside another caller's transaction.
  await sql`listen ${sql.id(channel)}`.execute(db);
  return async () => {
    off();
    if (!pglite.closed) await sql`unlisten ${sql.id(channel)}`.execute(db).catch(() => undefined);
  };
}

function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'postgres server';
  }
}
