import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { migrationProvider } from './migrations/index';

export class MissingPgvectorError extends Error {
  constructor(location: string) {
    super(
      `The Postgres server at ${location} does not have the pgvector extension ("vector"). ` +
        'Install pgvector on that server (for example the postgresql-NN-pgvector package or the pgvector/pgvector image) and start again.',
    );
    this.name = 'MissingPgvectorError';
  }
}

/** Fails with a clear message when the server cannot provide pgvector. */
export async function assertPgvectorAvailable(db: Kysely<Database>, location: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'vector'`.execute(db);
  if (rows.length === 0) throw new MissingPgvectorError(location);
}

export async function migrateToLatest(db: Kysely<Database>, location: string): Promise<string[]> {
  await assertPgvectorAvailable(db, location);
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
