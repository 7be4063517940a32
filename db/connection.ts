import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseDriver = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Where the data lives: a directory for PGlite, the server's host for pg (no password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL. When absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openServerDatabase(options.databaseUrl, options.poolSize ?? 10);
  return openEmbeddedDatabase(options.pgliteDataDir ?? './data/pglite');
}

function openServerDatabase(databaseUrl: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, driver: 'pg', location: describeServer(databaseUrl), close: () => db.destroy() };
}

async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { vector } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    driver: 'pglite',
    location: dataDir,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
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
