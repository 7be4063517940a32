import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MissingPgvectorError, migrateToLatest } from '../../db/migrate';
import { createTestDatabase, openSocketServedPglite } from './support/database';

describe('database start-up', () => {
  it('refuses a Postgres server without pgvector, saying so', async () => {
    const handle = await openSocketServedPglite({ withVector: false });
    try {
      const attempt = migrateToLatest(handle.db, handle.location);
      await expect(attempt).rejects.toBeInstanceOf(MissingPgvectorError);
      await expect(migrateToLatest(handle.db, handle.location)).rejects.toThrow(/does not have the pgvector extension \("vector"\)/);
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
      expect(tables).not.toContain('users');
    } finally {
      await handle.close();
    }
  });

  it.each(['pglite', 'pg'] as const)('migrates a fresh database with vector support (%s)', async (driver) => {
    const handle = await createTestDatabase(driver);
    try {
      const tables = (await handle.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'profiles', 'sessions', 'health_probes']));
      const { rows } = await sql<{ distance: number }>`select '[1,2,3]'::vector <-> '[1,2,4]'::vector as distance`.execute(handle.db);
      expect(rows[0]?.distance).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
