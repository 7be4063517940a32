import type { Selectable } from 'kysely';
import type { AutomationRulesTable } from '../../../db/tables/automations';
import type { AutomationRuleView } from '../../../domain/automation/contract';
import type { AutomationRule } from '../../../domain/automation/event-rules';

/** A stored rule as the domain's AutomationRule, with its name (the API's AutomationRuleView). */
export function ruleFromRow(row: Selectable<AutomationRulesTable>): AutomationRule & AutomationRuleView {
  return {
    id: row.id,
    name: row.name,
    conditions: row.conditions,
    actions: row.actions,
    enabled: row.enabled,
    triggerCount: row.trigger_count,
    lastTriggered: row.last_triggered?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns a rule's triggering changes (domain applyRule). */
export function ruleStateChanges(rule: AutomationRule) {
  return {
    trigger_count: rule.triggerCount,
    last_triggered: rule.lastTriggered ? new Date(rule.lastTriggered) : null,
    updated_at: new Date(rule.updatedAt),
  };
}
