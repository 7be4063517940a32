import { randomUUID } from 'node:crypto';
import { eventFromRow, newEventRow, saveEventState } from '../../activities/automation/triggers/event-rows';
import type { AutomationEventStatus } from '../../domain/automation/event-rules';
import { completeEvent, failEvent, newAutomationEvent, processEvent } from '../../domain/automation/event-rules';
import type { WebhookTriggerData } from '../../domain/automation/trigger-data';
import { eventTargetOf, webhookEventSourceKey } from '../../domain/automation/trigger-events';
import { loadVersionDefinition, type AutomationRow } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { startAutomationRun } from './run-starter';

export interface WebhookDelivery {
  body: unknown;
  query: unknown;
  /** The caller's Idempotency-Key: a retried delivery with the same key is the same event. */
  idempotencyKey: string | undefined;
  receivedAt: Date;
}

export interface DeliveryResult {
  eventId: string;
  status: AutomationEventStatus;
  runIds: string[];
}

/**
 * One webhook call as an automation event (seed 001 §4): pending, then processing, then failed (no webhook
 * trigger, or the automation is inactive), completed with no runs (its conditions do not match), or
 * completed with the run it started. A repeated Idempotency-Key answers with the first event as it is now.
 */
export async function receiveWebhook(deps: Pick<AutomationRoutesOptions, 'db' | 'temporal'>, automation: AutomationRow, delivery: WebhookDelivery): Promise<DeliveryResult> {
  const sourceKey = webhookEventSourceKey(delivery.idempotencyKey ?? randomUUID());
  const definition = automation.current_version > 0 ? await loadVersionDefinition(deps.db, automation.id, automation.current_version) : null;
  const { triggerId, trigger } = eventTargetOf(definition, 'trigger.webhook', automation.status === 'active');
  const data: WebhookTriggerData = { webhook: { receivedAt: delivery.receivedAt.toISOString(), body: delivery.body ?? null, query: delivery.query ?? {} } };
  const pending = newAutomationEvent({ id: randomUUID(), triggerId, timestamp: delivery.receivedAt, data });

  const inserted = await deps.db
    .insertInto('automation_events')
    .values(newEventRow(pending, { userId: automation.user_id, automationId: automation.id, sourceKey }))
    .onConflict((oc) => oc.columns(['automation_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const first = await deps.db.selectFrom('automation_events').selectAll().where('automation_id', '=', automation.id).where('source_key', '=', sourceKey).executeTakeFirstOrThrow();
    return resultOf(eventFromRow(first));
  }

  const { event, shouldRun } = processEvent(pending, trigger);
  await saveEventState(deps.db, event, 'pending');
  if (!shouldRun) return resultOf(event);

  let final;
  try {
    const run = await startAutomationRun(deps, { userId: automation.user_id, automationId: automation.id, version: automation.current_version, triggerType: 'webhook', triggerData: { ...data } });
    final = completeEvent(event, [run.id]);
  } catch (error) {
    final = failEvent(event, error instanceof Error ? error.message : String(error));
  }
  await saveEventState(deps.db, final, 'processing');
  return resultOf(final);
}

const resultOf = (event: { id: string; status: AutomationEventStatus; workflowRunIds: string[] }): DeliveryResult => ({
  eventId: event.id,
  status: event.status,
  runIds: event.workflowRunIds,
});
