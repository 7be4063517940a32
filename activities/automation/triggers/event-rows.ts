import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AutomationEventsTable } from '../../../db/tables/automations';
import type { AutomationEventView } from '../../../domain/automation/contract';
import type { AutomationEvent } from '../../../domain/automation/event-rules';

type EventRow = Selectable<AutomationEventsTable>;

/** A stored event as the domain's AutomationEvent (and the API's AutomationEventView, the same shape). */
export function eventFromRow(row: EventRow): AutomationEvent & AutomationEventView {
  return {
    id: row.id,
    triggerId: row.trigger_id,
    timestamp: row.timestamp.toISOString(),
    data: row.data,
    processed: row.processed,
    workflowRunIds: row.workflow_run_ids,
    status: row.status,
    error: row.error,
  };
}

export function newEventRow(event: AutomationEvent, owner: { userId: string; automationId: string; sourceKey: string }): Insertable<AutomationEventsTable> {
  return {
    id: event.id,
    user_id: owner.userId,
    automation_id: owner.automationId,
    trigger_id: event.triggerId,
    source_key: owner.sourceKey,
    timestamp: new Date(event.timestamp),
    data: JSON.stringify(event.data),
    ...eventState(event),
  };
}

/** The columns an event's state changes. */
export function eventState(event: AutomationEvent) {
  return { status: event.status, processed: event.processed, workflow_run_ids: event.workflowRunIds, error: event.error };
}

/** Writes the event's new state, only if it is still in `from` (a second writer never moves it twice). */
export async function saveEventState(db: Kysely<Database>, event: AutomationEvent, from: AutomationEvent['status']): Promise<void> {
  await db.updateTable('automation_events').set(eventState(event)).where('id', '=', event.id).where('status', '=', from).execute();
}
