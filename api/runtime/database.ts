import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import type { AppConfig } from '../config';

/** Opens Postgres (DATABASE_URL) or the embedded PGlite and brings the schema up to date. */
export async function openMigratedDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateToLatest(handle.db, handle.location);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
