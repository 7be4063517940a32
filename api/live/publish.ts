import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LiveEventType } from '../../domain/live/events';

/**
 * Publishes a live event to one person's browsers. Pass the transaction (`trx`) when inside one: the event
 * is then announced only if, and when, the transaction commits. Keep the subject to ids and a status.
 */
export async function publishLive(db: Kysely<Database>, userId: string, type: LiveEventType, subject: Record<string, unknown> = {}): Promise<void> {
  await sql`select publish_live_event(${userId}::uuid, ${type}, ${JSON.stringify(subject)}::jsonb)`.execute(db);
}
