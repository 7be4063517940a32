import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './2026_11_22_0001_accounts';
import * as healthProbes from './2026_11_22_0002_health_probes';

/** Migrations are listed here (not read from disk) so they survive bundling. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
  '2026_11_22_0002_health_probes': healthProbes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
