/**
 * Knowledge search at 100,000 chunks: hybrid search (HNSW + full text + RRF, the product's code) against an
 * exact scan (the same filters, index scans turned off, so every vector is compared), over ~100 queries,
 * on PGlite and on a PostgreSQL server with pgvector run side by side. Prints p50/p95 of both, the ratio
 * hybrid p95 / exact p95 (aim ≤ 0.1) and recall@10 of the HNSW candidates against the exact top 10 (aim
 * ≥ 0.95). Synthetic data (bench/support/synthetic-chunks.ts), loaded by multi-row inserts with the
 * indexes built after loading. The server is a throwaway cluster in a temporary folder (pgvector installed
 * from Debian with apt-get when root and missing); without one, only PGlite runs. No assertions.
 *   npx tsx bench/knowledge-search.ts [chunks=100000] [queries=100] [backends=pglite,postgres]
 * Measured on a 2-CPU machine: PGlite (pgvector 0.8.7) hybrid p50 21 ms / p95 45 ms against exact p95 544 ms,
 * ratio 0.083, recall@10 0.981 (load 215 s: inserts 142 s, HNSW 71 s); PostgreSQL 15 with pgvector 0.8.1
 * hybrid p50 15 ms / p95 46 ms against exact p95 469 ms, ratio 0.098, recall@10 0.994 (load 58 s).
 */
import { sql, type Kysely } from 'kysely';
import { toSql } from 'pgvector';
import { hybridSearchWithVector } from '../api/knowledge/search/hybrid-search';
import { readyChunksOf } from '../api/knowledge/search/ready-chunks';
import { vectorCandidates } from '../api/knowledge/search/vector-candidates';
import type { KnowledgeScope } from '../api/knowledge/scope';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { candidateCount } from '../domain/knowledge/search-rules';
import { percentile } from './support/environment';
import { createSpace, randomTopic, textOf, vectorNear, type SyntheticSpace } from './support/synthetic-chunks';
import { startThrowawayPostgres } from './support/throwaway-postgres';

const CHUNKS = Number(process.argv[2] ?? 100_000);
const QUERIES = Number(process.argv[3] ?? 100);
const BACKENDS = (process.argv[4] ?? 'pglite,postgres').split(',');
const TOPICS = 200;
const CHUNKS_PER_DOCUMENT = 20;
const ROWS_PER_INSERT = 500;
const WARM_UP = 10;
const MODEL = 'bench-synthetic-384';

interface Query {
  text: string;
  vector: number[];
}

interface Figures {
  backend: string;
  load: string;
  hybrid: number[];
  exact: number[];
  recall: number;
  usesIndex: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function load(db: Kysely<Database>, driver: 'pglite' | 'pg', space: SyntheticSpace): Promise<{ scope: KnowledgeScope; summary: string }> {
  await sql`drop index if exists knowledge_chunks_embedding_idx`.execute(db);
  await sql`drop index if exists knowledge_chunks_search_idx`.execute(db);
  const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const matter = await db.insertInto('knowledge_folders').values({ user_id: user.id, name: 'A matter', is_matter: true }).returning('id').executeTakeFirstOrThrow();
  const started = performance.now();
  const documentCount = Math.ceil(CHUNKS / CHUNKS_PER_DOCUMENT);
  for (let first = 0; first < documentCount; first += ROWS_PER_INSERT / CHUNKS_PER_DOCUMENT) {
    const documents = Array.from({ length: Math.min(ROWS_PER_INSERT / CHUNKS_PER_DOCUMENT, documentCount - first) }, (_, i) => ({ topic: randomTopic(space), inMatter: (first + i) % 10 === 9 }));
    const rows = await db
      .insertInto('knowledge_documents')
      .values(documents.map((document, i) => ({ user_id: user.id, matter_id: document.inMatter ? matter.id : null, folder_id: document.inMatter ? matter.id : null, name: `Document ${first + i}`, status: 'ready' as const, embedding_model: MODEL, chunk_count: CHUNKS_PER_DOCUMENT, chunks_embedded: CHUNKS_PER_DOCUMENT })))
      .returning(['id', 'matter_id', 'folder_id'])
      .execute();
    const chunks = rows.flatMap((row, i) =>
      Array.from({ length: CHUNKS_PER_DOCUMENT }, (_, ordinal) => {
        const text = textOf(space, documents[i]!.topic);
        return { document_id: row.id, user_id: user.id, matter_id: row.matter_id, folder_id: row.folder_id, ordinal, text, char_start: 0, char_end: text.length, embedding: toSql(vectorNear(space, documents[i]!.topic)), embedding_model: MODEL };
      }),
    );
    await db.insertInto('knowledge_chunks').values(chunks).execute();
  }
  const inserted = performance.now();
  await sql`set maintenance_work_mem = ${sql.lit(driver === 'pg' ? '2GB' : '1GB')}`.execute(db);
  if (driver === 'pg') await sql`set max_parallel_maintenance_workers = 2`.execute(db);
  await sql`create index knowledge_chunks_embedding_idx on knowledge_chunks using hnsw (embedding vector_cosine_ops)`.execute(db);
  const hnsw = performance.now();
  await sql`create index knowledge_chunks_search_idx on knowledge_chunks using gin (search_vector)`.execute(db);
  const gin = performance.now();
  await sql`analyze`.execute(db);
  return {
    scope: { userId: user.id, matterId: null, folderIds: null },
    summary: `${CHUNKS} chunks in ${documentCount} documents (10% inside a matter) loaded in ${seconds(gin - started)}: inserts ${seconds(inserted - started)}, HNSW index ${seconds(hnsw - inserted)}, GIN index ${seconds(gin - hnsw)}`,
  };
}

/** The exact top 10: the same filters with index scans off, so the planner compares every vector. */
async function exactTop(db: Kysely<Database>, scope: KnowledgeScope, vector: readonly number[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_indexscan = off`.execute(trx);
    const rows = await readyChunksOf(trx.selectFrom('knowledge_chunks'), scope, MODEL)
      .select('knowledge_chunks.id')
      .orderBy(sql`knowledge_chunks.embedding <=> ${toSql([...vector])}::vector`)
      .limit(10)
      .execute();
    return rows.map((row) => row.id);
  });
}

async function usesHnsw(db: Kysely<Database>, scope: KnowledgeScope, vector: readonly number[]): Promise<boolean> {
  const plan = await db.transaction().execute(async (trx) => {
    await sql`set local hnsw.iterative_scan = relaxed_order`.execute(trx);
    return readyChunksOf(trx.selectFrom('knowledge_chunks'), scope, MODEL)
      .select('knowledge_chunks.id')
      .orderBy(sql`knowledge_chunks.embedding <=> ${toSql([...vector])}::vector`)
      .limit(candidateCount(10))
      .explain();
  });
  return JSON.stringify(plan).includes('knowledge_chunks_embedding_idx');
}

async function measure(handle: DatabaseHandle, name: string): Promise<Figures> {
  const db = handle.db;
  await migrateToLatest(db, handle.location);
  const versions = await sql<{ server: string; vector: string }>`select current_setting('server_version') as server, (select extversion from pg_extension where extname = 'vector') as vector`.execute(db);
  const backend = `${name} (PostgreSQL ${versions.rows[0]?.server}, pgvector ${versions.rows[0]?.vector})`;
  const space = createSpace(TOPICS);
  const { scope, summary } = await load(db, handle.driver, space);
  console.log(`[${backend}] ${summary}`);
  const queries: Query[] = Array.from({ length: QUERIES + WARM_UP }, () => {
    const topic = randomTopic(space);
    return { text: textOf(space, topic, 2), vector: vectorNear(space, topic) };
  });
  const hybrid: number[] = [];
  const exact: number[] = [];
  let found = 0;
  for (const [index, query] of queries.entries()) {
    let started = performance.now();
    const hits = await hybridSearchWithVector(db, MODEL, scope, query.text, query.vector, 10);
    const hybridMs = performance.now() - started;
    started = performance.now();
    const truth = await exactTop(db, scope, query.vector);
    const exactMs = performance.now() - started;
    if (hits.length === 0) throw new Error(`no hits for "${query.text}"`);
    const candidates = (await vectorCandidates(db, scope, MODEL, query.vector, candidateCount(10))).slice(0, 10).map((candidate) => candidate.id);
    if (index < WARM_UP) continue;
    hybrid.push(hybridMs);
    exact.push(exactMs);
    found += truth.filter((id) => candidates.includes(id)).length;
  }
  return { backend, load: summary, hybrid, exact, recall: found / (QUERIES * 10), usesIndex: await usesHnsw(db, scope, queries[0]!.vector) };
}

function report(figures: Figures): void {
  const ms = (values: number[], q: number) => `${percentile(values, q).toFixed(1)} ms`;
  const ratio = percentile(figures.hybrid, 0.95) / percentile(figures.exact, 0.95);
  console.log(`\n${figures.backend}: ${QUERIES} queries (after ${WARM_UP} warm-up), top 10, outside matters (90% of the chunks)`);
  console.log(`  hybrid search   p50 ${ms(figures.hybrid, 0.5)}   p95 ${ms(figures.hybrid, 0.95)}   (HNSW index used: ${figures.usesIndex ? 'yes' : 'NO'})`);
  console.log(`  exact scan      p50 ${ms(figures.exact, 0.5)}   p95 ${ms(figures.exact, 0.95)}`);
  console.log(`  hybrid p95 / exact p95 = ${ratio.toFixed(3)}   (aim ≤ 0.1: ${ratio <= 0.1 ? 'met' : 'NOT met'})`);
  console.log(`  recall@10 of the HNSW candidates against the exact top 10 = ${figures.recall.toFixed(3)}   (aim ≥ 0.95: ${figures.recall >= 0.95 ? 'met' : 'NOT met'})`);
}

const results: Figures[] = [];
if (BACKENDS.includes('pglite')) {
  const handle = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    results.push(await measure(handle, 'PGlite, embedded'));
  } finally {
    await handle.close();
  }
}
if (BACKENDS.includes('postgres')) {
  const server = await startThrowawayPostgres({ shared_buffers: '1GB', max_connections: '20', synchronous_commit: 'off' }, (line) => console.log(`[postgres] ${line}`));
  if (!server) console.log('[postgres] No PostgreSQL server with pgvector could be started: PGlite figures only.');
  else {
    const stop = () => server.stop();
    process.once('SIGINT', () => (stop(), process.exit(130)));
    try {
      const handle = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
      try {
        results.push(await measure(handle, 'Postgres server'));
      } finally {
        await handle.close();
      }
    } finally {
      stop();
    }
  }
}
results.forEach(report);
