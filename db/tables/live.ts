import type { ColumnType, Generated, Selectable } from 'kysely';

/** The live channel's outbox of events: each insert is announced with pg_notify('live_events', …). */
export interface LiveEventsTable {
  /** bigserial: read back as a string by both drivers. */
  id: ColumnType<string, never, never>;
  user_id: string;
  type: string;
  subject: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Generated<Date>;
}

export type LiveEventRow = Selectable<LiveEventsTable>;
