import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Writes a growing reply's text to its row without holding up the stream: at most one write in flight,
 * and when more text arrives meanwhile, one more write of the latest text after it. Each write reports
 * whether a Stop was asked for (from any API process).
 */
export class PartialWriter {
  private inFlight: Promise<void> | null = null;
  private pending = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly messageId: string,
    private readonly latest: () => string,
    private readonly onStopRequested: () => void,
  ) {}

  /** Asks for the current text to be written; returns at once. */
  write(): void {
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.writeNow().finally(() => {
      this.inFlight = null;
      if (this.pending) {
        this.pending = false;
        this.write();
      }
    });
  }

  /** Waits for the writes asked for so far. */
  async settled(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async writeNow(): Promise<void> {
    const row = await this.db
      .updateTable('chat_messages')
      .set({ content: this.latest(), updated_at: new Date() })
      .where('id', '=', this.messageId)
      .where('status', '=', 'streaming')
      .returning('stop_requested')
      .executeTakeFirst()
      .catch(() => ({ stop_requested: false }));
    if (!row || row.stop_requested) this.onStopRequested();
  }
}
