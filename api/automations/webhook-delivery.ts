import { randomUUID } from 'node:crypto';
import { eventFromRow, newEventRow } from '../../activities/automation/triggers/event-rows';
import type { AutomationEventStatus } from '../../domain/automation/event-rules';
import { completeEvent, newAutomationEvent, processEvent } from '../../domain/automation/event-rules';
import type { WebhookTriggerData } from '../../domain/automation/trigger-data';
import { eventTargetOf, webhookEventSourceKey } from '../../domain/automation/trigger-events';
import { loadVersionDefinition, type AutomationRow } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { planRun, recordRun } from './run-starter';

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
 * One webhook call as an automation event (seed 001 §4), decided before anything is written: failed (no
 * webhook trigger, or the automation is inactive), completed with no runs (its conditions do not match),
 * or completed with the run it starts. The event, its run and the run's workflow start are one commit,
 * so an accepted call always has its run. A repeated Idempotency-Key answers with the first event.
 */
export async function receiveWebhook(deps: Pick<AutomationRoutesOptions, 'db' | 'outbox'>, automation: AutomationRow, delivery: WebhookDelivery): Promise<DeliveryResult> {
  const sourceKey = webhookEventSourceKey(delivery.idempotencyKey ?? randomUUID());
  const definition = automation.current_version > 0 ? await loadVersionDefinition(deps.db, automation.id, automation.current_version) : null;
  const { triggerId, trigger } = eventTargetOf(definition, 'trigger.webhook', automation.status === 'active');
  const data: WebhookTriggerData = { webhook: { receivedAt: delivery.receivedAt.toISOString(), body: delivery.body ?? null, query: delivery.query ?? {} } };
  const pending = newAutomationEvent({ id: randomUUID(), triggerId, timestamp: delivery.receivedAt, data });
  const { event, shouldRun } = processEvent(pending, trigger);
  const run = shouldRun
    ? planRun({ userId: automation.user_id, automationId: automation.id, version: automation.current_version, triggerType: 'webhook', triggerData: { ...data } }, automation.current_version)
    : null;
  const final = run ? completeEvent(event, [run.runId]) : event;

  return deps.outbox.transaction(async (trx, intents) => {
    const inserted = await trx
      .insertInto('automation_events')
      .values(newEventRow(final, { userId: automation.user_id, automationId: automation.id, sourceKey }))
      .onConflict((oc) => oc.columns(['automation_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx.selectFrom('automation_events').selectAll().where('automation_id', '=', automation.id).where('source_key', '=', sourceKey).executeTakeFirstOrThrow();
      return resultOf(eventFromRow(first));
    }
    if (run) await recordRun(trx, intents, run);
    return resultOf(final);
  });
}

const resultOf = (event: { id: string; status: AutomationEventStatus; workflowRunIds: string[] }): DeliveryResult => ({
  eventId: event.id,
  status: event.status,
  runIds: event.workflowRunIds,
});
