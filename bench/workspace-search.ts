/**
 * The top-bar search on embedded PGlite: one person's search over a large workspace (10,000 tasks, events and
 * documents) against the same searches over a small one (1,000 of each) in the same database, side by side.
 * Three searches: a word in every row (the worst case: every match is a candidate), a rare word, and a
 * prefix as it is being typed (the last word of any search also matches as a prefix). Prints medians and p95 and the large/small ratio; no assertions.
 *   npx tsx bench/workspace-search.ts [repetitions=15] [large=10000] [small=1000]
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { searchEverything } from '../api/search/kinds';
import { parseSearchQuery } from '../domain/search/query';

const REPETITIONS = Number(process.argv[2] ?? 15);
const LARGE = Number(process.argv[3] ?? 10_000);
const SMALL = Number(process.argv[4] ?? 1_000);

const handle = await openDatabase({ pgliteDataDir: 'memory://' });
await migrateToLatest(handle.db, handle.location);
const db = handle.db as Kysely<Database>;

/** Rows written by the database itself (generate_series), so seeding 30,000 rows takes seconds. */
async function seed(email: string, rows: number): Promise<string> {
  const { id } = await db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into tasks (user_id, title, description, "order", tags)
    select ${id}::uuid, 'File the brief for matter ' || i, 'Draft, cite and serve docket' || i || ' before the hearing', i, '{}'
    from generate_series(1, ${rows}) i`.execute(db);
  await sql`insert into calendar_events (user_id, title, description, start_at, end_at, attendees, tags, case_number)
    select ${id}::uuid, 'Status conference on the brief ' || i, 'Courtroom 4B', now() + i * interval '1 hour', now() + i * interval '1 hour' + interval '30 minutes', '[]', '{}', 'ADJ' || (10000000 + i)
    from generate_series(1, ${rows}) i`.execute(db);
  await sql`insert into knowledge_documents (user_id, name, content)
    select ${id}::uuid, 'Research memo ' || i, repeat('The applicant''s brief argues apportionment under Labor Code section 4663. ', 30) || ' docket' || i
    from generate_series(1, ${rows}) i`.execute(db);
  return id;
}

const large = await seed('large@bench.test', LARGE);
const small = await seed('small@bench.test', SMALL);
await sql`analyze`.execute(db);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function timed(userId: string, text: string): Promise<{ median: number; p95: number; hits: number }> {
  const query = parseSearchQuery(text);
  if (!query) throw new Error(`"${text}" is not a search`);
  const samples: number[] = [];
  let hits = 0;
  for (let i = 0; i < REPETITIONS + 1; i++) {
    const started = performance.now();
    hits = (await searchEverything({ db, userId, query, limit: 5, zone: 'America/Los_Angeles' })).length;
    // The first run warms the caches and is not counted.
    if (i > 0) samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), hits };
}

const SEARCHES = [
  ['a word in every row', 'brief'],
  ['a rare word', 'docket321'],
  ['a prefix being typed', 'apportion'],
] as const;

console.log(`workspace search on PGlite: ${LARGE.toLocaleString('en-US')} vs ${SMALL.toLocaleString('en-US')} tasks, events and documents, ${REPETITIONS} runs each`);
for (const [label, text] of SEARCHES) {
  const big = await timed(large, text);
  const base = await timed(small, text);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(22)} "${text}": large median ${fmt(big.median)} (p95 ${fmt(big.p95)}, ${big.hits} hits) · small median ${fmt(base.median)} (p95 ${fmt(base.p95)}) · ratio ${(big.median / base.median).toFixed(2)}×`,
  );
}
await handle.close();
