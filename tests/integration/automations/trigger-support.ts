/** Automations written straight into the database (the save API is tested elsewhere), and waits on their events. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { WorkflowNotFoundError } from '@temporalio/client';
import type { TemporalHandle } from '../../../api/temporal/client';
import {
  AUTOMATION_SCHEMA_VERSION,
  type AutomationDefinition,
  type AutomationNode,
  type Condition,
  type NodeParametersByType,
  type NodeType,
  type Schedule,
} from '../../../domain/automation/definition';
import { defaultParameters } from '../../../domain/automation/node-types';
import { automationEventsWorkflowId } from '../../../domain/automation/trigger-events';

function node<T extends NodeType>(id: string, type: T, parameters: Partial<NodeParametersByType[T]> = {}): AutomationNode {
  return { id, type, typeVersion: 1, name: id, position: { x: 0, y: 0 }, parameters: { ...defaultParameters(type), ...parameters } } as AutomationNode;
}

/** trigger → end: enough for a trigger to start a run that ends at once. */
function withTrigger(trigger: AutomationNode): AutomationDefinition {
  return {
    schemaVersion: AUTOMATION_SCHEMA_VERSION,
    nodes: [trigger, node('end', 'end')],
    edges: [{ id: 'trigger->end', source: trigger.id, sourceHandle: 'out', target: 'end', targetHandle: 'in' }],
  };
}

export const scheduleDefinition = (schedule: Schedule) => withTrigger(node('trigger', 'trigger.schedule', schedule));
export const webhookDefinition = (conditions: Condition[] = []) => withTrigger(node('trigger', 'trigger.webhook', { conditions }));
export const emailDefinition = (conditions: Condition[] = [], accountId?: string) =>
  withTrigger(node('trigger', 'trigger.email_received', { conditions, ...(accountId ? { accountId } : {}) }));
export const manualDefinition = () => withTrigger(node('trigger', 'trigger.manual'));

export interface AutomationSeed {
  name?: string;
  status?: 'active' | 'inactive';
  timeZone?: string;
  /** Saved as version 1 (and made current); none: an automation never saved. */
  definition?: AutomationDefinition;
}

export async function insertAutomation(db: Kysely<Database>, userId: string, seed: AutomationSeed = {}): Promise<string> {
  const row = await db
    .insertInto('automations')
    .values({ user_id: userId, name: seed.name ?? 'Test automation', status: seed.status ?? 'active', time_zone: seed.timeZone ?? 'UTC', current_version: seed.definition ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (seed.definition) await saveVersion(db, row.id, 1, seed.definition);
  return row.id;
}

/** A new current version, as a save would leave it. */
export async function saveVersion(db: Kysely<Database>, automationId: string, version: number, definition: AutomationDefinition): Promise<void> {
  await db.insertInto('automation_versions').values({ automation_id: automationId, version, definition: JSON.stringify(definition) }).execute();
  await db.updateTable('automations').set({ current_version: version, updated_at: new Date() }).where('id', '=', automationId).execute();
}

export async function eventsOf(db: Kysely<Database>, automationId: string) {
  return db.selectFrom('automation_events').selectAll().where('automation_id', '=', automationId).orderBy('timestamp').execute();
}

/** Polls until `check` gives a value (not undefined), or fails with what it last saw. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for the automation's events to have ended (completed or failed), `count` of them. */
export async function settledEvents(db: Kysely<Database>, automationId: string, count = 1) {
  return waitFor(`${count} settled event(s) of ${automationId}`, async () => {
    const events = await eventsOf(db, automationId);
    return events.length >= count && events.every((event) => event.processed) ? events : undefined;
  });
}

/** Waits for the automation events workflow of a message: started by its analysis once loaded, then finished. */
export async function automationEventsDone(temporal: TemporalHandle, accountId: string, messageId: string): Promise<void> {
  const handle = temporal.client.workflow.getHandle(automationEventsWorkflowId(accountId, messageId));
  await waitFor(`the automation events workflow of ${messageId}`, () => handle.describe().then(() => true, (error: unknown) => (error instanceof WorkflowNotFoundError ? undefined : Promise.reject(error))));
  await handle.result();
}
