/**
 * What learning costs, on embedded PGlite: recording one behaviour (added to every labelled, moved or archived
 * e-mail, new task and audit decision) against a plain single-row insert of the same size as the baseline,
 * and the suggestion check for one person with a full window (100 behaviours) against a window of 10.
 * Prints medians and ratios; no assertions.
 *   npx tsx bench/learning-check.ts [repetitions=30]
 */
import { sql } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { recordBehaviour } from '../activities/learning/record-behaviour';
import { runLearningCheck } from '../activities/learning/check';
import type { BehaviourInput } from '../domain/learning/types';

const REPETITIONS = Number(process.argv[2] ?? 30);
const handle = await openDatabase({ pgliteDataDir: 'memory://' });
await migrateToLatest(handle.db, handle.location);
const { db } = handle;

async function newUser(email: string): Promise<string> {
  return (await db.insertInto('users').values({ email, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
}

const label = (i: number): BehaviourInput => ({
  type: 'email.label',
  context: { sender: `notice-${i}@eams.dir.ca.gov`, senderDomain: i % 4 === 0 ? 'example.com' : 'eams.dir.ca.gov', subject: `Notice of hearing ${i}`, label: 'Hearing' },
  metadata: { accountId: 'bench', messageId: `m${i}` },
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

await sql`create table bench_plain (id bigserial primary key, user_id uuid, type text, context jsonb, metadata jsonb)`.execute(db);
const recorder = await newUser('recorder@bench.test');
for (let i = 0; i < 100; i++) await recordBehaviour(db, recorder, label(i));
let n = 100;
const plainInsert = await timed(() =>
  sql`insert into bench_plain (user_id, type, context, metadata) values (${recorder}::uuid, 'email.label', ${JSON.stringify(label(n).context)}::jsonb, '{}'::jsonb)`.execute(db),
);
const record = await timed(() => recordBehaviour(db, recorder, label(n++)));

const small = await newUser('small@bench.test');
for (let i = 0; i < 10; i++) await recordBehaviour(db, small, label(i));
const full = await newUser('full@bench.test');
for (let i = 0; i < 100; i++) await recordBehaviour(db, full, label(i));
const checkSmall = await timed(() => runLearningCheck(db, small));
const checkFull = await timed(() => runLearningCheck(db, full));

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`recording a behaviour (insert + trim to 100): ${ms(record)}; a plain insert: ${ms(plainInsert)} — ${(record / plainInsert).toFixed(2)}×`);
console.log(`suggestion check, one person: window of 100 ${ms(checkFull)}; window of 10 ${ms(checkSmall)} — ${(checkFull / checkSmall).toFixed(2)}×`);
console.log(`an hourly check of 1,000 active people at that rate: about ${((checkFull * 1000) / 1000).toFixed(1)} s of one worker's time`);
await handle.close();
