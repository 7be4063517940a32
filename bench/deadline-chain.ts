/**
 * Recomputing and applying a hearing's reschedule for a matter with 30 dependent deadlines against one with 3,
 * on PGlite: every deadline accepted (an all-day event on the Deadlines calendar and a task each), then the
 * hearing moved back and forth. "preview" reads the chain and computes what would move (the screen's view);
 * "apply" moves the events and tasks in one transaction with the log. Prints medians and their ratio; the aim
 * is linear growth (about 10× for 10× the deadlines). No assertions.
 *   npx tsx bench/deadline-chain.ts [repetitions=9]
 */
import type { Kysely, Transaction } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { intentsWithin } from '../api/outbox/intents';
import { createEvent, type EventWriter } from '../api/calendar/event-service';
import { acceptDeadlines } from '../activities/deadlines/accept-deadlines';
import { chainDeadlines, findChain } from '../activities/deadlines/chain-store';
import { proposeChain } from '../activities/deadlines/propose-chain';
import { moveChain } from '../activities/deadlines/reschedule';
import { chainViews } from '../api/deadlines/chain-view';

const REPETITIONS = Number(process.argv[2] ?? 9);
const HEARING = '2027-03-15T16:30:00.000Z';
const DATES = ['2027-04-05', '2027-03-15'];

const handle = await openDatabase({ pgliteDataDir: 'memory://' });
await migrateToLatest(handle.db, handle.location);
const db = handle.db;

function write<T>(userId: string, work: (writer: EventWriter) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx: Transaction<Database>) => work({ trx, intents: intentsWithin(trx, 0).intents, userId, googleConfigured: false }));
}

/** A matter whose MSC chain has `count` accepted deadlines (the MSC's rules, repeated as further dependents). */
async function matter(count: number): Promise<{ userId: string; chainId: string }> {
  const user = await db.insertInto('users').values({ email: `bench-${count}@example.com`, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const userId = user.id;
  const event = await write(userId, (writer) => createEvent(writer, { title: 'MSC Garcia', start: HEARING, caseNumber: `ADJ${count}`, hearingType: 'MSC' }));
  const proposed = await write(userId, (writer) => proposeChain(writer, event.id));
  const chainId = proposed.chainId!;
  const rows = await chainDeadlines(db, userId, [chainId]);
  const extra = Array.from({ length: count - rows.length }, (_, i) => rows[i % rows.length]!);
  if (extra.length > 0) {
    await db
      .insertInto('chain_deadlines')
      .values(extra.map((row, i) => ({ chain_id: chainId, user_id: userId, rule_id: row.rule_id, title: `${row.title} (${i + 2})`, kind: row.kind, due_date: row.due_date, position: rows.length + i, explanation: JSON.stringify(row.explanation) })))
      .execute();
  }
  await write(userId, async (writer) => acceptDeadlines(writer, (await findChain(writer.trx, userId, chainId))!, await chainDeadlines(writer.trx, userId, [chainId]), 'person'));
  return { userId, chainId };
}

async function timeOne(subject: { userId: string; chainId: string }, run: number): Promise<{ preview: number; apply: number; moved: number }> {
  const date = DATES[run % 2]!;
  await db.updateTable('deadline_chains').set({ pending_trigger_date: date }).where('id', '=', subject.chainId).execute();
  let started = performance.now();
  const chain = (await findChain(db, subject.userId, subject.chainId))!;
  const [view] = await chainViews(db as Kysely<Database>, subject.userId, [chain]);
  const preview = performance.now() - started;
  started = performance.now();
  const moves = await write(subject.userId, async (writer) => moveChain(writer, (await findChain(writer.trx, subject.userId, subject.chainId, true))!, await chainDeadlines(writer.trx, subject.userId, [subject.chainId]), date, 'person'));
  const apply = performance.now() - started;
  if (view!.preview!.deadlines.length !== moves.length) throw new Error('preview and apply disagree');
  return { preview, apply, moved: moves.filter((move) => !move.keeps && move.newDate !== move.oldDate).length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const small = await matter(3);
const large = await matter(30);
for (let i = 0; i < 2; i++) {
  // warm-up
  await timeOne(small, i);
  await timeOne(large, i);
}
const smallRuns: Awaited<ReturnType<typeof timeOne>>[] = [];
const largeRuns: Awaited<ReturnType<typeof timeOne>>[] = [];
for (let i = 0; i < REPETITIONS; i++) {
  smallRuns.push(await timeOne(small, i));
  largeRuns.push(await timeOne(large, i));
}
const figures = (runs: typeof smallRuns) => ({ preview: median(runs.map((r) => r.preview)), apply: median(runs.map((r) => r.apply)), moved: runs[0]!.moved });
const s = figures(smallRuns);
const l = figures(largeRuns);
console.log(`PGlite in memory, MSC moved between ${DATES[1]} and ${DATES[0]}, every deadline accepted (event + task), ${REPETITIONS} repetitions, median`);
console.log(`                 3 deadlines   30 deadlines   ratio`);
console.log(`preview (read):  ${s.preview.toFixed(1).padStart(8)} ms  ${l.preview.toFixed(1).padStart(10)} ms   ${(l.preview / s.preview).toFixed(2)}×`);
console.log(`apply (write):   ${s.apply.toFixed(1).padStart(8)} ms  ${l.apply.toFixed(1).padStart(10)} ms   ${(l.apply / s.apply).toFixed(2)}×`);
console.log(`moved per apply: ${String(s.moved).padStart(8)}     ${String(l.moved).padStart(10)}   (aim: ≤ 10× for 10× the deadlines)`);
await handle.close();
