import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TemporalHandle } from '../temporal/client';
import { deliverIntent, type OutboxRow } from './deliver';

export interface RelayLog {
  warn(details: object, message: string): void;
}

export interface RelayOptions {
  /** How often intents are looked for besides the nudges after commits: the catch-up after a crash or an outage. */
  sweepIntervalMs?: number;
  /** How long a claimed intent is left to its relay before another may send it. */
  leaseMs?: number;
  batchSize?: number;
}

const MAX_BACKOFF_MS = 60_000;
/**
 * Delivered intents are deleted in batches this long after delivery. Shorter made approvals' tail latency
 * worse on the single embedded connection; it must stay below the writer's lease (outbox.ts), or a sweep
 * could resend an intent that was delivered (harmless, but wasted).
 */
const DELETE_DELAY_MS = 5_000;

/**
 * Sends outbox intents to Temporal: at start (catching up what a crash left), when nudged after a commit,
 * and on a timer. Claims are leases taken with SKIP LOCKED, so several API processes share the work.
 * Intents of one workflow go in the order they were written; different workflows go in parallel.
 */
export class OutboxRelay {
  private readonly sweepIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private draining: Promise<void> | null = null;
  private nudged = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Delivered intents not yet deleted: removed in one statement a moment later, off the request's path. */
  private delivered: string[] = [];
  private deleteTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly temporal: TemporalHandle,
    private readonly log: RelayLog,
    options: RelayOptions = {},
  ) {
    this.sweepIntervalMs = options.sweepIntervalMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
  }

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.nudge(), this.sweepIntervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Sends whatever is due as soon as possible; nudges during a drain make it go round once more. */
  nudge(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.nudged = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.nudged) {
        this.nudged = false;
        this.nudge();
      }
    });
  }

  /** Resolves once the drain under way (if any) has finished. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    await this.deleteDelivered();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.nudged = false;
        const claimed = await this.claim();
        if (claimed.length > 0) await this.deliver(claimed);
        if (claimed.length < this.batchSize && !this.nudged) return;
        if (this.stopped) return;
      }
    } catch (error) {
      // The next sweep tries again; nothing is lost while the rows are there.
      this.log.warn({ err: error }, 'workflow outbox: could not read intents');
    }
  }

  private claim(): Promise<OutboxRow[]> {
    return this.db
      .updateTable('workflow_outbox')
      .set({ due_at: sql<Date>`now() + ${`${this.leaseMs} milliseconds`}::interval`, attempts: sql<number>`attempts + 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('workflow_outbox').select('id').where('due_at', '<=', sql<Date>`now()`).orderBy('id').limit(this.batchSize).forUpdate().skipLocked(),
      )
      .returningAll()
      .execute();
  }

  /** Sends intents this process holds (claimed or just written), deleting the delivered ones. */
  async deliver(rows: OutboxRow[]): Promise<void> {
    const byWorkflow = new Map<string, OutboxRow[]>();
    for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
      const queue = byWorkflow.get(row.workflow_id) ?? [];
      queue.push(row);
      byWorkflow.set(row.workflow_id, queue);
    }
    const delivered: string[] = [];
    await Promise.all(
      [...byWorkflow.values()].map(async (queue) => {
        for (const row of queue) {
          const outcome = await deliverIntent(this.temporal, row);
          if (outcome.delivered) {
            delivered.push(row.id);
            continue;
          }
          await this.retryLater(row, outcome.error);
          return; // later intents of this workflow wait for this one
        }
      }),
    );
    this.forget(delivered);
  }

  /**
   * Deleting a delivered intent can wait: until it is gone it is only leased, and a resend after a crash
   * is harmless (stable workflow ids; a workflow takes a decision once). Batching keeps the single
   * embedded connection free for the work the intents just started.
   */
  private forget(ids: string[]): void {
    if (ids.length === 0) return;
    this.delivered.push(...ids);
    this.deleteTimer ??= setTimeout(() => void this.deleteDelivered(), DELETE_DELAY_MS).unref();
  }

  private async deleteDelivered(): Promise<void> {
    if (this.deleteTimer) clearTimeout(this.deleteTimer);
    this.deleteTimer = null;
    const ids = this.delivered.splice(0);
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('workflow_outbox')
      .where('id', 'in', ids)
      .execute()
      .catch((error: unknown) => this.log.warn({ err: error }, 'workflow outbox: could not delete delivered intents; they will be resent, harmlessly'));
  }

  private async retryLater(row: OutboxRow, error: string): Promise<void> {
    const backoffMs = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, row.attempts - 1));
    this.log.warn({ workflowId: row.workflow_id, kind: row.kind, attempts: row.attempts, error }, 'workflow outbox: delivery failed, will retry');
    await this.db
      .updateTable('workflow_outbox')
      .set({ due_at: new Date(Date.now() + backoffMs), last_error: error.slice(0, 2000) })
      .where('id', '=', row.id)
      .execute();
  }
}
