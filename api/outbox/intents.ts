import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxStartOptions } from '../../db/tables/outbox';
import type { OutboxRow } from './deliver';

/**
 * Durable work asked for inside a transaction: written as outbox rows with the transaction's other
 * rows, so it happens exactly when they commit — never lost to a crash after commit, never sent for
 * rows that were rolled back. Workflow ids are stable, so a resend after a crash never doubles work.
 */
export interface WorkflowIntents {
  start(workflowType: string, workflowId: string, args: unknown[], options?: OutboxStartOptions): Promise<void>;
  signal(workflowId: string, signalName: string, args: unknown[]): Promise<void>;
}

/**
 * Intents written in `trx`, leased to the writer for `leaseMs`: it sends them itself right after commit,
 * and the relay's sweep takes over only if the writer has not done so by then (it crashed, or Temporal
 * was away). `written` lists them as stored.
 */
export function intentsWithin(trx: Transaction<Database>, leaseMs: number): { intents: WorkflowIntents; written: OutboxRow[] } {
  const written: OutboxRow[] = [];
  const dueAt = sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`;
  const write = async (kind: OutboxRow['kind'], workflowId: string, name: string, args: unknown[], options: OutboxStartOptions) => {
    const row = await trx
      .insertInto('workflow_outbox')
      .values({ kind, workflow_id: workflowId, name, args: JSON.stringify(args), options: JSON.stringify(options), due_at: dueAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    written.push(row);
  };
  return {
    written,
    intents: {
      start: (workflowType, workflowId, args, options = {}) => write('start', workflowId, workflowType, args, options),
      signal: (workflowId, signalName, args) => write('signal', workflowId, signalName, args, {}),
    },
  };
}
