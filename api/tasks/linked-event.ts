import type { Transaction } from 'kysely';
import { moveLinkedEvent } from '../../activities/tasks/task-store';
import type { Database } from '../../db/schema';
import { hasGoogleCalendar, queueMirror } from '../calendar/mirror-intent';
import type { WorkflowIntents } from '../outbox/intents';

export interface DueDateFollow {
  trx: Transaction<Database>;
  intents: WorkflowIntents;
  userId: string;
  /** Google sign-in is configured for the workspace; mirroring also needs the user's linked account. */
  googleConfigured: boolean;
}

/** The events of tasks whose due date changed move with it, and their Google copies follow once this commits. */
export async function followDueDate(writer: DueDateFollow, taskIds: readonly string[], due: Date): Promise<void> {
  const { trx, intents, userId } = writer;
  const moved = await moveLinkedEvent(trx, userId, taskIds, due);
  if (moved.length === 0 || !writer.googleConfigured || !(await hasGoogleCalendar(trx, userId))) return;
  for (const event of moved) {
    await queueMirror(intents, { userId, eventId: event.id, action: 'upsert', googleEventId: event.google_event_id }, String(event.updated_at.getTime()));
  }
}
