/**
 * E-mails analysed per second end to end through Temporal (offline analyser, embedded PGlite),
 * against a baseline workflow making the same number of no-op activity calls on the same server.
 *   npx tsx bench/analysis-throughput.ts [messages=200]
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { sql } from 'kysely';
import { createActivities } from '../activities/index';
import { ensureDemoMailbox } from '../activities/mail/demo/seed';
import { SecretBox } from '../activities/security/secret-box';
import { startTemporalDevServer } from '../api/runtime/temporal-dev-server';
import { installWorkerLogging } from '../api/temporal/logging';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

const MESSAGES = Number(process.argv[2] ?? 200);
/** Activities an analysis that creates an event runs: pending, load, analyse, store, status, find, status, save, Google, status. */
const ACTIVITIES_PER_ANALYSIS = 10;

installWorkerLogging('WARN');
const server = await startTemporalDevServer({ toolsDir: '.tools', namespace: 'default', ui: false });
const handle = await openDatabase({ pgliteDataDir: 'memory://' });
await migrateToLatest(handle.db, handle.location);
const db = handle.db;

const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
await db.insertInto('profiles').values({ id: user.id, email: 'bench@example.com', full_name: 'Bench User', avatar_url: null }).execute();
const { accountId } = await ensureDemoMailbox(db, { userId: user.id, fullName: 'Bench User', email: 'bench@example.com' });
// Copies of the sample inbox until there are enough messages.
await sql`
  insert into demo_messages (account_id, user_id, thread_id, folder, subject, from_address, to_addresses, sent_at, snippet, raw, has_attachments)
  select account_id, user_id, thread_id || '-' || g, folder, subject, from_address, to_addresses, sent_at, snippet, raw, has_attachments
  from demo_messages, generate_series(1, ${Math.ceil(MESSAGES / 14)}) as g where account_id = ${accountId}`.execute(db);
const messageIds = (await db.selectFrom('demo_messages').select('id').where('account_id', '=', accountId).limit(MESSAGES).execute()).map((row) => row.id);

const taskQueue = `bench-${randomUUID()}`;
const nativeConnection = await NativeConnection.connect({ address: server.address });
const worker = await Worker.create({
  connection: nativeConnection,
  taskQueue,
  workflowsPath: fileURLToPath(new URL('./support/workflows.ts', import.meta.url)),
  activities: {
    ...createActivities({ db, workerIdentity: 'bench', secrets: new SecretBox('bench-secret-bench-secret-bench-secret-0'), google: null, ai: { apiKey: undefined, baseUrl: undefined, model: 'offline' }, appUrl: 'http://127.0.0.1' }),
    noop: async () => undefined,
  },
});
const client = new Client({ connection: await Connection.connect({ address: server.address }) });

async function timeRuns(start: (index: number) => Promise<{ result(): Promise<unknown> }>): Promise<number> {
  const started = performance.now();
  const handles = await Promise.all(Array.from({ length: MESSAGES }, (_, index) => start(index)));
  await Promise.all(handles.map((run) => run.result()));
  return (performance.now() - started) / 1000;
}

await worker.runUntil(async () => {
  const baselineSeconds = await timeRuns((index) =>
    client.workflow.start('noopSteps', { taskQueue, workflowId: `bench-noop-${taskQueue}-${index}`, args: [ACTIVITIES_PER_ANALYSIS] }),
  );
  const analysisSeconds = await timeRuns((index) =>
    client.workflow.start('emailAnalysis', { taskQueue, workflowId: `bench-analysis-${taskQueue}-${index}`, args: [{ userId: user.id, accountId, messageId: messageIds[index % messageIds.length]! }] }),
  );
  const statuses = await db.selectFrom('email_analyses').select(['calendar_event_status', sql<number>`count(*)::int`.as('n')]).groupBy('calendar_event_status').execute();
  console.log(`messages: ${MESSAGES}, activities per workflow: ${ACTIVITIES_PER_ANALYSIS}`);
  console.log(`baseline (no-op activities): ${(MESSAGES / baselineSeconds).toFixed(1)} workflows/s (${baselineSeconds.toFixed(2)} s)`);
  console.log(`e-mail analysis (offline):   ${(MESSAGES / analysisSeconds).toFixed(1)} e-mails/s (${analysisSeconds.toFixed(2)} s)`);
  console.log(`ratio analysis / baseline: ${(baselineSeconds / analysisSeconds).toFixed(2)}`);
  console.log(`outcomes: ${statuses.map((row) => `${row.calendar_event_status} ${row.n}`).join(', ')}`);
});
await nativeConnection.close();
await handle.close();
await server.stop();
