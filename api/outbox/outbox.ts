import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TemporalHandle } from '../temporal/client';
import type { OutboxRow } from './deliver';
import { intentsWithin, type WorkflowIntents } from './intents';
import { OutboxRelay, type RelayLog, type RelayOptions } from './relay';

/**
 * The one way the API records something and starts durable work for it: `transaction` runs the writes
 * and the workflow starts or signals they need as one commit; the intents are sent right after it,
 * or by the relay's sweep if the process dies first (it catches up at start).
 */
/** How long the relay leaves a writer's own intents to it before sending them itself (e.g. after a crash). */
const WRITER_LEASE_MS = 10_000;

export class Outbox {
  readonly relay: OutboxRelay;

  constructor(
    private readonly db: Kysely<Database>,
    temporal: TemporalHandle,
    log: RelayLog,
    options: RelayOptions = {},
  ) {
    this.relay = new OutboxRelay(db, temporal, log, options);
  }

  async transaction<T>(work: (trx: Transaction<Database>, intents: WorkflowIntents) => Promise<T>): Promise<T> {
    let written: OutboxRow[] = [];
    const result = await this.db.transaction().execute((trx) => {
      const within = intentsWithin(trx, WRITER_LEASE_MS);
      written = within.written;
      return work(trx, within.intents);
    });
    // Sent before the reply, so a caller can follow the workflow at once; what fails stays for the relay.
    if (written.length > 0) await this.relay.deliver(written);
    return result;
  }
}
