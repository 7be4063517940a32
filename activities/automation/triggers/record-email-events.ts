import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import { applyRule, newAutomationEvent, processEvent, type EventTrigger } from '../../../domain/automation/event-rules';
import { automationRunWorkflowId, type RunTriggerType } from '../../../domain/automation/run-state';
import { emailTriggerData, type EmailTriggerData } from '../../../domain/automation/trigger-data';
import { emailEventSourceKey, eventTargetOf, listensToAccount, ruleEventSourceKey, ruleEventTrigger, ruleTriggerId } from '../../../domain/automation/trigger-events';
import type { AnalysisTarget } from '../../analysis/types';
import type { MailDeps } from '../../mail/mail-deps';
import { openMailProvider } from '../../mail/provider-factory';
import { MailProviderError } from '../../mail/provider';
import { writeRunRow } from '../run/run-store';
import { newEventRow } from './event-rows';
import { ruleFromRow, ruleStateChanges } from './rule-rows';
import type { PlannedRun } from './types';

interface EventToRecord {
  automation: { id: string; currentVersion: number };
  triggerId: string;
  trigger: EventTrigger | null;
  sourceKey: string;
  triggerType: RunTriggerType;
}

/**
 * Seed 001 §4 for one new e-mail, in one transaction: an event for every automation whose current version
 * has an e-mail trigger on this account, and one for every automation a matching enabled rule runs (the rule
 * counting the trigger). Events that should run are left processing with their run (row written, workflow
 * not yet started); the others end failed or completed with no runs. A retry finds the recorded events and
 * returns the same runs.
 */
export async function recordEmailEvents(deps: MailDeps, target: AnalysisTarget): Promise<PlannedRun[]> {
  const emailKey = emailEventSourceKey(target.accountId, target.messageId);
  const recorded = await recordedPlan(deps.db, target.userId, emailKey);
  if (recorded) return recorded;

  const automations = await emailTriggeredAutomations(deps.db, target);
  const hasRules = await deps.db.selectFrom('automation_rules').select('id').where('user_id', '=', target.userId).where('enabled', '=', true).executeTakeFirst();
  if (automations.length === 0 && !hasRules) return [];
  const data = await loadEmailTriggerData(deps, target);
  const now = new Date();

  return deps.db.transaction().execute(async (trx) => {
    const toRecord: EventToRecord[] = automations.map((automation) => ({
      automation: { id: automation.id, currentVersion: automation.current_version },
      ...eventTargetOf(automation.definition, 'trigger.email_received', automation.status === 'active'),
      sourceKey: emailKey,
      triggerType: 'email',
    }));
    // Locked, so two e-mails arriving together each count once.
    const rules = await trx.selectFrom('automation_rules').selectAll().where('user_id', '=', target.userId).where('enabled', '=', true).forUpdate().execute();
    for (const row of rules) {
      const applied = applyRule(ruleFromRow(row), data, now);
      if (applied.workflowIds.length === 0) continue;
      await trx.updateTable('automation_rules').set(ruleStateChanges(applied.rule)).where('id', '=', row.id).execute();
      const targets = await trx.selectFrom('automations').select(['id', 'status', 'current_version']).where('user_id', '=', target.userId).where('id', 'in', applied.workflowIds).execute();
      for (const automation of targets) {
        toRecord.push({
          automation: { id: automation.id, currentVersion: automation.current_version },
          triggerId: ruleTriggerId(row.id),
          trigger: ruleEventTrigger({ currentVersion: automation.current_version, active: automation.status === 'active' }),
          sourceKey: ruleEventSourceKey(emailKey, row.id),
          triggerType: 'rule',
        });
      }
    }
    const planned: PlannedRun[] = [];
    for (const event of toRecord) {
      const run = await recordEvent(trx, target.userId, event, data, now);
      if (run) planned.push(run);
    }
    return planned;
  });
}

async function recordEvent(trx: Transaction<Database>, userId: string, record: EventToRecord, data: EmailTriggerData, now: Date): Promise<PlannedRun | null> {
  const pending = newAutomationEvent({ id: randomUUID(), triggerId: record.triggerId, timestamp: now, data });
  const { event, shouldRun } = processEvent(pending, record.trigger);
  const runId = randomUUID();
  const recorded = shouldRun ? { ...event, workflowRunIds: [runId] } : event;
  await trx.insertInto('automation_events').values(newEventRow(recorded, { userId, automationId: record.automation.id, sourceKey: record.sourceKey })).execute();
  if (!shouldRun) return null;

  const input = { runId, userId, automationId: record.automation.id, version: record.automation.currentVersion, triggerType: record.triggerType, triggerData: { ...data } };
  // The run row goes in with its event, so a retry of this activity finds the same run; the interpreter's own
  // insert of the row is then a no-op.
  await writeRunRow(trx, { ...input, id: runId, workflowId: automationRunWorkflowId(runId), retryOf: null, resumedFromNodeId: null });
  return { eventId: event.id, input };
}

/** The runs of an e-mail's events already recorded, or null when none were. */
async function recordedPlan(db: Kysely<Database>, userId: string, emailKey: string): Promise<PlannedRun[] | null> {
  const events = await db
    .selectFrom('automation_events')
    .select(['id', 'status', 'workflow_run_ids'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('source_key', '=', emailKey), eb(sql<boolean>`starts_with(source_key, ${`${emailKey}:rule:`})`, '=', true)]))
    .execute();
  if (events.length === 0) return null;
  const waiting = events.filter((event) => event.status === 'processing' && event.workflow_run_ids.length > 0);
  if (waiting.length === 0) return [];
  const runs = await db
    .selectFrom('automation_runs')
    .select(['id', 'automation_id', 'version', 'trigger_type', 'trigger_data'])
    .where('id', 'in', waiting.map((event) => event.workflow_run_ids[0]!))
    .execute();
  return waiting.flatMap((event) => {
    const run = runs.find((candidate) => candidate.id === event.workflow_run_ids[0]);
    if (!run) return [];
    const input = { runId: run.id, userId, automationId: run.automation_id, version: run.version, triggerType: run.trigger_type, triggerData: run.trigger_data };
    return [{ eventId: event.id, input }];
  });
}

/** The user's automations whose current version has an e-mail trigger on this account (or on any). */
async function emailTriggeredAutomations(db: Kysely<Database>, target: AnalysisTarget) {
  const rows = await db
    .selectFrom('automations as a')
    .innerJoin('automation_versions as v', (join) => join.onRef('v.automation_id', '=', 'a.id').onRef('v.version', '=', 'a.current_version'))
    .select(['a.id', 'a.status', 'a.current_version', 'v.definition'])
    .where('a.user_id', '=', target.userId)
    .where(sql<boolean>`v.definition -> 'nodes' @> ${JSON.stringify([{ type: 'trigger.email_received' }])}::jsonb`)
    .execute();
  return rows.filter((row) => listensToAccount(row.definition as AutomationDefinition, target.accountId));
}

async function loadEmailTriggerData(deps: MailDeps, target: AnalysisTarget): Promise<EmailTriggerData> {
  const account = await deps.db.selectFrom('linked_accounts').selectAll().where('id', '=', target.accountId).where('user_id', '=', target.userId).executeTakeFirst();
  if (!account) throw ApplicationFailure.nonRetryable(`Mail account ${target.accountId} not found`, 'NotFound');
  const provider = await openMailProvider(deps, account);
  try {
    return emailTriggerData(target.accountId, await provider.getMessage(target.messageId));
  } catch (error) {
    if (error instanceof MailProviderError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'MailProviderError');
    throw error;
  } finally {
    await provider.close?.();
  }
}
