/**
 * Message-list page latency in one demo mailbox at 1,000 and at 100,000 messages (embedded PGlite).
 * Keyset paging should make the two nearly equal. Prints median and p95 per page position.
 *   npx tsx bench/mail-list-latency.ts
 */
import { sql } from 'kysely';
import { createDemoProvider } from '../activities/mail/demo/demo-provider';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

const SIZES = [1_000, 100_000];
const PAGE_SIZE = 25;
const RUNS = 30;

async function measure(size: number) {
  const handle = await openDatabase({ pgliteDataDir: 'memory://' });
  await migrateToLatest(handle.db, handle.location);
  const { db } = handle;
  const user = await db.insertInto('users').values({ email: `bench-${size}@example.com`, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const account = await db
    .insertInto('linked_accounts')
    .values({ user_id: user.id, provider: 'demo', email: 'bench@example.com', name: 'Bench', settings: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into demo_messages (account_id, user_id, thread_id, folder, subject, from_address, sent_at, snippet, raw, is_read)
    select ${account.id}, ${user.id}, 't' || g, case when g % 10 = 0 then 'SENT' else 'INBOX' end,
           'Notice ' || g, 'clerk@example.org', now() - (g || ' minutes')::interval, 'Snippet ' || g,
           'Subject: Notice ' || g || E'\r\n\r\nBody', g % 3 = 0
    from generate_series(1, ${size}) as g`.execute(db);
  await sql`analyze demo_messages`.execute(db);

  const provider = createDemoProvider(db, { id: account.id, userId: user.id, email: 'bench@example.com', name: 'Bench' });
  // Walk to page 20 once to get its token; then time page 1 and page 20.
  let token: string | undefined;
  for (let page = 1; page < 20; page++) token = (await provider.listMessages({ folderId: 'INBOX', pageSize: PAGE_SIZE, ...(token ? { pageToken: token } : {}) })).nextPageToken ?? undefined;
  const results: Record<string, number[]> = { 'page 1': [], 'page 20': [] };
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    await provider.listMessages({ folderId: 'INBOX', pageSize: PAGE_SIZE });
    results['page 1']!.push(performance.now() - started);
    started = performance.now();
    await provider.listMessages({ folderId: 'INBOX', pageSize: PAGE_SIZE, pageToken: token! });
    results['page 20']!.push(performance.now() - started);
  }
  await handle.close();
  return results;
}

const stat = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

const medians: Record<number, Record<string, number>> = {};
for (const size of SIZES) {
  const results = await measure(size);
  medians[size] = {};
  for (const [position, values] of Object.entries(results)) {
    medians[size]![position] = stat(values, 0.5);
    console.log(`${size.toLocaleString('en-US')} messages, ${position}: median ${stat(values, 0.5).toFixed(2)} ms, p95 ${stat(values, 0.95).toFixed(2)} ms`);
  }
}
for (const position of ['page 1', 'page 20']) {
  const ratio = medians[100_000]![position]! / medians[1_000]![position]!;
  console.log(`ratio 100,000 / 1,000 (${position}, median): ${ratio.toFixed(2)}`);
}
