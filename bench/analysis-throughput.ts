/**
 * E-mails analysed per second end to end through Temporal (offline analyser, embedded PGlite),
 * against a baseline workflow making the same number of no-op activity calls on the same server.
 *   npx tsx bench/analysis-throughput.ts [messages=200]
 */
import { sql } from 'kysely';
import { ensureDemoMailbox } from '../activities/mail/demo/seed';
import { startBenchEnvironment } from './support/environment';

const MESSAGES = Number(process.argv[2] ?? 200);
/** Activities an analysis that creates an event runs: pending, load, analyse, store, status, find, status, save, Google, status. */
const ACTIVITIES_PER_ANALYSIS = 10;

const env = await startBenchEnvironment();
const { db, temporal } = env;
const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
const { accountId } = await ensureDemoMailbox(db, { userId: user.id, fullName: 'Bench User', email: 'bench@example.com' });
// Copies of the sample inbox until there are enough messages.
await sql`
  insert into demo_messages (account_id, user_id, thread_id, folder, subject, from_address, to_addresses, sent_at, snippet, raw, has_attachments)
  select account_id, user_id, thread_id || '-' || g, folder, subject, from_address, to_addresses, sent_at, snippet, raw, has_attachments
  from demo_messages, generate_series(1, ${Math.ceil(MESSAGES / 14)}) as g where account_id = ${accountId}`.execute(db);
const messageIds = (await db.selectFrom('demo_messages').select('id').where('account_id', '=', accountId).limit(MESSAGES).execute()).map((row) => row.id);

async function timeRuns(start: (index: number) => Promise<{ result(): Promise<unknown> }>): Promise<number> {
  const started = performance.now();
  const handles = await Promise.all(Array.from({ length: MESSAGES }, (_, index) => start(index)));
  await Promise.all(handles.map((run) => run.result()));
  return (performance.now() - started) / 1000;
}

await env.worker.runUntil(async () => {
  const { taskQueue } = temporal;
  const baselineSeconds = await timeRuns((index) => temporal.client.workflow.start('noopSteps', { taskQueue, workflowId: `bench-noop-${taskQueue}-${index}`, args: [ACTIVITIES_PER_ANALYSIS] }));
  const analysisSeconds = await timeRuns((index) =>
    temporal.client.workflow.start('emailAnalysis', { taskQueue, workflowId: `bench-analysis-${taskQueue}-${index}`, args: [{ userId: user.id, accountId, messageId: messageIds[index % messageIds.length]! }] }),
  );
  const statuses = await db.selectFrom('email_analyses').select(['calendar_event_status', sql<number>`count(*)::int`.as('n')]).groupBy('calendar_event_status').execute();
  console.log(`messages: ${MESSAGES}, activities per workflow: ${ACTIVITIES_PER_ANALYSIS}`);
  console.log(`baseline (no-op activities): ${(MESSAGES / baselineSeconds).toFixed(1)} workflows/s (${baselineSeconds.toFixed(2)} s)`);
  console.log(`e-mail analysis (offline):   ${(MESSAGES / analysisSeconds).toFixed(1)} e-mails/s (${analysisSeconds.toFixed(2)} s)`);
  console.log(`ratio analysis / baseline: ${(baselineSeconds / analysisSeconds).toFixed(2)}`);
  console.log(`outcomes: ${statuses.map((row) => `${row.calendar_event_status} ${row.n}`).join(', ')}`);
});
await env.close();
