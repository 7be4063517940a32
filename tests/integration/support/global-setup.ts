import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../../../db/pglite-dialect';
import type { Database } from '../../../db/schema';
import { migrateToLatest } from '../../../db/migrate';
import type { TestProject } from 'vitest/node';
import { startTemporalDevServer, type RunningDevServer } from '../../../api/runtime/temporal-dev-server';
import { provisionEmbeddingModel } from '../../support/embedding-model';

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
    /** A file holding a migrated PGlite cluster (dumpDataDir) each test database starts from; '' for none. */
    pgliteTemplate: string;
  }
}

let server: RunningDevServer | null = null;
let templateDir: string | null = null;

/** Migrates one embedded database and keeps its files for every test file to start from. */
async function writeMigratedTemplate(): Promise<string> {
  templateDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-test-template-'));
  const pglite = await PGlite.create({ extensions: { vector } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db, 'memory://');
    const file = path.join(templateDir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

/**
 * One real Temporal dev server for the integration run (in memory, no UI). When TEMPORAL_ADDRESS
 * names a server, that one is used instead. Tests isolate themselves with their own task queues.
 */
export async function setup(project: TestProject): Promise<void> {
  await provisionEmbeddingModel((line) => console.log(line));
  project.provide('pgliteTemplate', await writeMigratedTemplate());
  const existing = process.env.TEMPORAL_ADDRESS;
  if (existing) {
    project.provide('temporalAddress', existing);
    return;
  }
  server = await startTemporalDevServer({
    toolsDir: path.resolve(process.env.TOOLS_DIR ?? '.tools'),
    namespace: 'default',
    ui: false,
    log: (line) => console.log(line),
  });
  project.provide('temporalAddress', server.address);
}

export async function teardown(): Promise<void> {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  await server?.stop();
}
