import type { Kysely } from 'kysely';
import { ruleFromRow } from '../../activities/automation/triggers/rule-rows';
import type { Database } from '../../db/schema';
import type { AutomationRuleView, RuleBody } from '../../domain/automation/contract';
import { ruleProblems } from '../../domain/automation/rule-validation';
import { HttpError, notFound } from '../http-error';

export const RULE_NOT_FOUND = 'Rule not found';

export async function listRules(db: Kysely<Database>, userId: string): Promise<AutomationRuleView[]> {
  const rows = await db.selectFrom('automation_rules').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(ruleFromRow);
}

export async function findOwnRule(db: Kysely<Database>, userId: string, ruleId: string): Promise<AutomationRuleView> {
  const row = await db.selectFrom('automation_rules').selectAll().where('id', '=', ruleId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return ruleFromRow(row);
}

/** 400 with every problem of the given fields; the automations a rule runs must be the user's. */
export async function assertValidRule(db: Kysely<Database>, userId: string, rule: Partial<RuleBody>): Promise<void> {
  const named = [...new Set((rule.actions ?? []).map((action) => action.config.workflowId))];
  const own = named.length === 0 ? [] : await db.selectFrom('automations').select('id').where('user_id', '=', userId).where('id', 'in', named).execute();
  const problems = ruleProblems(rule, new Set(own.map((row) => row.id)));
  if (problems.length > 0) throw new HttpError(400, 'invalid_rule', problems.join(' '));
}

export async function createRule(db: Kysely<Database>, userId: string, rule: RuleBody): Promise<AutomationRuleView> {
  const row = await db
    .insertInto('automation_rules')
    .values({ user_id: userId, name: rule.name.trim(), conditions: JSON.stringify(rule.conditions), actions: JSON.stringify(rule.actions), enabled: rule.enabled ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ruleFromRow(row);
}

export async function updateRule(db: Kysely<Database>, userId: string, ruleId: string, changes: Partial<RuleBody>): Promise<AutomationRuleView> {
  const row = await db
    .updateTable('automation_rules')
    .set({
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(changes.conditions !== undefined ? { conditions: JSON.stringify(changes.conditions) } : {}),
      ...(changes.actions !== undefined ? { actions: JSON.stringify(changes.actions) } : {}),
      ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', ruleId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return ruleFromRow(row);
}

export async function deleteRule(db: Kysely<Database>, userId: string, ruleId: string): Promise<void> {
  const row = await db.deleteFrom('automation_rules').where('id', '=', ruleId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (!row) throw notFound(RULE_NOT_FOUND);
}
