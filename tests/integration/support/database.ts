import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { migrateToLatest } from '../../../db/migrate';
import { createScratchDatabase } from '../../support/scratch-database';

export type TestDriver = 'pglite' | 'pg';

/**
 * A fresh, migrated database for one test file.
 * - 'pglite': embedded PGlite in memory, through our PGlite dialect.
 * - 'pg': over the wire through the `pg` driver: the Postgres server named by TEST_DATABASE_URL
 *   (a new database is created on it and dropped afterwards), else PGlite served on a loopback socket.
 */
export async function createTestDatabase(driver: TestDriver): Promise<DatabaseHandle> {
  const handle = driver === 'pglite' ? await openDatabase({ pgliteDataDir: 'memory://', pgliteInitialData: await migratedTemplate() }) : await openWireDatabase();
  // A no-op on the migrated template; the full run everywhere else.
  await migrateToLatest(handle.db, handle.location);
  return handle;
}

let template: Promise<Blob | undefined> | undefined;

/**
 * The run's migrated PGlite cluster (made once by the global set-up): starting from it instead of an empty
 * cluster skips initdb and the migrations, several seconds a test file. Without it, a fresh cluster.
 */
function migratedTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

async function openWireDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openScratchServerDatabase(serverUrl) : openSocketServedPglite({ withVector: true });
}

/** PGlite behind a Postgres wire-protocol socket; without `vector` it plays a server lacking pgvector. */
export async function openSocketServedPglite({ withVector }: { withVector: boolean }): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(withVector ? { extensions: { vector } } : {});
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
  await server.start();
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  // PGlite is one connection: a pool of one keeps transactions from interleaving.
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  return {
    ...handle,
    // The socket serves one connection (the pool's) and passes PGlite's replies through unread: a listening
    // connection would take that one place, so the live channel stays silent behind this socket.
    listen: async () => async () => undefined,
    close: async () => {
      await handle.close();
      await server.stop();
      await pglite.close();
    },
  };
}

async function openScratchServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const { name, url } = await createScratchDatabase(serverUrl, 'workspace_test');
  const handle = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
