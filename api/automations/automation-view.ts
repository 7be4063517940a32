/** Rows → the API's AutomationSummary and AutomationDetail. */
import type { AutomationDetail, AutomationSummary } from '../../domain/automation/contract';
import { AUTOMATION_SCHEMA_VERSION, isTriggerType, type AutomationDefinition, type AutomationNode } from '../../domain/automation/definition';
import { nextRun } from '../../domain/automation/schedule';
import type { AutomationRow, LatestRun } from './automation-repository';

/** What an automation never saved holds. */
export const emptyDefinition = (): AutomationDefinition => ({ schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes: [], edges: [] });

export function triggerOf(definition: AutomationDefinition): AutomationNode | null {
  return definition.nodes.find((node) => isTriggerType(node.type)) ?? null;
}

/** Only an active automation with a schedule trigger runs next; an inactive one is paused. */
function nextRunOf(row: AutomationRow, trigger: AutomationNode | null, now: Date): string | null {
  if (row.status !== 'active' || trigger?.type !== 'trigger.schedule') return null;
  return nextRun(trigger.parameters, now, row.time_zone)?.toISOString() ?? null;
}

export function toAutomationSummary(row: AutomationRow, trigger: AutomationNode | null, lastRun: LatestRun | undefined, now: Date): AutomationSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    currentVersion: row.current_version,
    triggerType: trigger?.type ?? null,
    templateName: row.template_name,
    lastRun: lastRun ? { runId: lastRun.runId, status: lastRun.status, startedAt: lastRun.startedAt.toISOString() } : null,
    nextRun: nextRunOf(row, trigger, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toAutomationDetail(row: AutomationRow, definition: AutomationDefinition, lastRun: LatestRun | undefined, now: Date): AutomationDetail {
  return { ...toAutomationSummary(row, triggerOf(definition), lastRun, now), timeZone: row.time_zone, definition };
}
