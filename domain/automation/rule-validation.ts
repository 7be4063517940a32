/**
 * What a rule (seed 001 §3: conditions, runWorkflow actions) needs before it is saved. Rules are checked
 * against new e-mail, so condition fields are paths into the e-mail trigger data (e.g. `email.subject`).
 */
import type { Condition } from './definition';
import type { RuleAction } from './event-rules';
import { AUTOMATION_MESSAGES as M } from './messages';
import { TRIGGER_DATA_SHAPES } from './trigger-data';
import { conditionProblems } from './validate-nodes';
import { shapeAt } from './value-types';

export const RULE_MESSAGES = {
  nameRequired: 'Give the rule a name.',
  actionRequired: 'Choose at least one automation for the rule to run.',
  unknownAutomation: (id: string) => `The rule runs an automation that does not exist ("${id}"). Choose one of your automations.`,
  condition: (index: number, message: string) => `Condition ${index + 1}: ${message}`,
} as const;

export interface RuleDraft {
  name?: string;
  conditions?: Condition[];
  actions?: RuleAction[];
}

/** The problems of the given fields of a rule (absent fields are not checked, for partial updates). */
export function ruleProblems(rule: RuleDraft, ownAutomationIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (rule.name !== undefined && rule.name.trim() === '') problems.push(RULE_MESSAGES.nameRequired);
  (rule.conditions ?? []).forEach((condition, index) => {
    const own = conditionProblems(condition, '').map((problem) => problem.message);
    if (own.length === 0 && !shapeAt(TRIGGER_DATA_SHAPES['trigger.email_received'], condition.field).found) own.push(M.unknownTriggerField(condition.field));
    problems.push(...own.map((message) => RULE_MESSAGES.condition(index, message)));
  });
  if (rule.actions !== undefined) {
    if (rule.actions.length === 0) problems.push(RULE_MESSAGES.actionRequired);
    for (const action of rule.actions) {
      if (!ownAutomationIds.has(action.config.workflowId)) problems.push(RULE_MESSAGES.unknownAutomation(action.config.workflowId));
    }
  }
  return problems;
}
