import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INITIAL_INBOX } from '../../../activities/mail/demo/samples/index';
import { openDatabase } from '../../../db/connection';
import { startProduct, type ProductProcess } from '../../support/product-process';
import { startMailServers, type MailServers } from '../support/mail-servers';
import { ProductClient } from './product-client';
import { callWebhook, setUpWorkspace, type Workspace } from './scenario';
import { waitUntilSettled } from './settle';

/**
 * The product as `npm start` runs it, killed with SIGKILL in the middle of accepting work, then started
 * again on the same data folder: nothing it accepted is lost, and nothing is done twice. Temporal is the
 * run's shared server (as in production, it outlives the product); the product has its own task queue.
 */
describe('kill -9 at any moment, then restart', () => {
  const temporalAddress = inject('temporalAddress');
  const taskQueue = `crash-${randomUUID()}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-crash-'));
  let servers: MailServers;
  let product: ProductProcess;
  let client: ProductClient;
  let workspace: Workspace;
  const acceptedHooks = new Set<string>();
  const acceptedRuns: string[] = [];
  const acceptedProposals: string[] = [];

  const start = async () => {
    product = await startProduct({
      dataDir,
      web: false,
      env: { TEMPORAL_ADDRESS: temporalAddress, TEMPORAL_TASK_QUEUE: taskQueue, MAIL_POLL_INTERVAL_SECONDS: '1', MAIL_ALLOWED_HOSTS: '127.0.0.1' },
    });
    client ??= new ProductClient(product.url);
    client.moveTo(product.url);
  };

  beforeAll(async () => {
    servers = await startMailServers();
    await start();
    workspace = await setUpWorkspace(client);
  });
  afterAll(async () => {
    await product?.stop();
    await servers?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Everything a busy morning sends at once; the product is killed `killAfterMs` in. */
  async function busyMorningThenCrash(round: string, killAfterMs: number, demoAccountId: string | null) {
    const hookKeys = Array.from({ length: 24 }, (_, index) => `${round}-${index}`);
    const work: Array<Promise<unknown>> = [
      client.attempt('GET', '/api/mail/accounts'),
      ...hookKeys.map((key, index) => callWebhook(client, workspace, key, index % 10).then((reply) => reply?.status === 202 && acceptedHooks.add(key))),
      ...[1, 2, 3].map(() => client.attempt('POST', `/api/automations/${workspace.manualAutomationId}/runs`, { input: {} }).then((reply) => reply?.status === 201 && acceptedRuns.push((reply.body as { run: { id: string } }).run.id))),
      ...[1, 2, 3].map((n) =>
        client.attempt('POST', `/api/agents/${workspace.taskAgentId}/actions`, { type: 'task.create', params: { title: `Prepare exhibits ${round}-${n}` } }).then((reply) => reply?.status === 202 && acceptedProposals.push((reply.body as { actionId: string }).actionId)),
      ),
      ...(demoAccountId ? [1, 2].map(() => client.attempt('POST', `/api/mail/accounts/${demoAccountId}/demo/receive`)) : []),
    ];
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await product.kill('SIGKILL');
    await Promise.all(work);
    await start();
    // A caller that got no answer tries again with the same key, as webhook senders do.
    for (const key of hookKeys.filter((candidate) => !acceptedHooks.has(candidate))) {
      const reply = await callWebhook(client, workspace, key, 7);
      expect(reply?.status, `webhook ${key} after the restart`).toBe(202);
      acceptedHooks.add(key);
    }
  }

  it('loses no accepted work and doubles none across crashes in demo mailbox creation, webhooks, runs and proposals', async () => {
    await busyMorningThenCrash('first', 250, null);
    const { accounts } = await client.expect<{ accounts: Array<{ id: string; provider: string }> }>(200, 'GET', '/api/mail/accounts');
    const demoAccountId = accounts.find((account) => account.provider === 'demo')!.id;
    await busyMorningThenCrash('second', 600, demoAccountId);
  }, 600_000);

  it('loses no mail from a linked IMAP mailbox killed in the middle of a batch', async () => {
    const linked = await client.expect<{ account: { id: string } }>(201, 'POST', '/api/mail/accounts/imap', { email: servers.imap.username, name: 'Firm mailbox', ...servers.settings, password: servers.imap.password });
    await client.expect(200, 'GET', '/api/mail/accounts');
    // The watcher's first poll notes where the inbox stands; mail after that is new.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    for (let index = 0; index < 12; index++) await servers.imap.append(notice(index, servers.imap.username));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await product.kill('SIGKILL');
    await start();
    imapAccountId = linked.account.id;
  }, 300_000);

  let imapAccountId = '';

  it('after settling: every message analysed once, every accepted call run once, nothing left running', async () => {
    // Intents a killed process had claimed are leased to it for 30 s; its successor's sweep then resends them.
    await waitUntilSettled(temporalAddress, taskQueue, { minimumMs: 45_000, timeoutMs: 300_000 });
    await product.stop();
    const database = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
    try {
      const { db } = database;
      expect(await db.selectFrom('workflow_outbox').select('id').execute(), 'intents left undelivered').toEqual([]);

      const demoMessages = await db.selectFrom('demo_messages').select(['account_id', 'id']).execute();
      expect(demoMessages.length, 'the demo inbox and its arrivals').toBeGreaterThanOrEqual(INITIAL_INBOX.length);
      const analyses = await db.selectFrom('email_analyses').select(['account_id', 'message_id', 'calendar_event_status']).execute();
      const analysed = new Set(analyses.map((row) => `${row.account_id}/${row.message_id}`));
      for (const message of demoMessages) expect(analysed.has(`${message.account_id}/${message.id}`), `demo message ${message.id} analysed`).toBe(true);
      expect(analyses.filter((row) => row.calendar_event_status.startsWith('pending')), 'analyses left pending').toEqual([]);
      expect(analyses.filter((row) => row.account_id === imapAccountId).length, 'IMAP messages analysed').toBe(12);

      const events = await db.selectFrom('calendar_events').select(['email_source']).execute();
      const sources = events.map((event) => JSON.stringify(event.email_source));
      expect(new Set(sources).size, 'calendar events from the same message').toBe(sources.length);

      const hookEvents = await db.selectFrom('automation_events').select(['source_key', 'workflow_run_ids', 'status']).where('automation_id', '=', workspace.webhookAutomationId).execute();
      expect(hookEvents.length, 'one event per accepted webhook').toBe(acceptedHooks.size);
      for (const event of hookEvents) expect(event.workflow_run_ids, `runs of ${event.source_key}`).toHaveLength(1);
      const hookRuns = await db.selectFrom('automation_runs').select(['id', 'status']).where('automation_id', '=', workspace.webhookAutomationId).execute();
      expect(hookRuns).toHaveLength(acceptedHooks.size);
      expect(new Set(hookEvents.flatMap((event) => event.workflow_run_ids))).toEqual(new Set(hookRuns.map((run) => run.id)));

      const allRuns = await db.selectFrom('automation_runs').select(['id', 'status']).execute();
      expect(allRuns.filter((run) => run.status !== 'completed'), 'runs not completed').toEqual([]);
      const manualRuns = new Set(allRuns.map((run) => run.id));
      for (const runId of acceptedRuns) expect(manualRuns.has(runId), `accepted manual run ${runId}`).toBe(true);

      const actions = await db.selectFrom('agent_actions').select(['id', 'status']).execute();
      for (const actionId of acceptedProposals) expect(actions.find((action) => action.id === actionId)?.status, `action ${actionId}`).toBe('completed');
      const tasks = await db.selectFrom('tasks').select(['title']).execute();
      const titles = tasks.map((task) => task.title);
      expect(new Set(titles).size, 'tasks created twice').toBe(titles.length);
    } finally {
      await database.close();
    }
  }, 420_000);
});

function notice(index: number, to: string): string {
  const caseNumber = `ADJ${String(31_000_000 + index)}`;
  return [
    'From: DWC EAMS Notices <eams-notices@wcab.example.org>',
    `To: ${to}`,
    `Subject: Notice of Hearing – Mandatory Settlement Conference – ${caseNumber}`,
    'Date: Mon, 23 Nov 2026 09:00:00 -0800',
    `Message-ID: <msc-${caseNumber}@wcab.example.org>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'NOTICE OF HEARING',
    `Case No.: ${caseNumber}`,
    `A MANDATORY SETTLEMENT CONFERENCE has been set for Thursday, March ${(index % 20) + 1}, 2027, 1:30 PM,`,
    'Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
    '',
  ].join('\r\n');
}
