import { useMemo } from 'react';
import type { AutomationRuleView, RuleBody } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { createRule, deleteRule, fetchRules, updateRule } from '../../../api/automations';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { patchQueries, patchWithRollback } from '../../../data/optimistic';
import { useToast } from '../../../toast/useToast';
import { automationKeys } from './keys';

/** The user's rules; their trigger counts move as events arrive (a live `run.changed` refreshes them). */
export function useRules(): Cached<AutomationRuleView[]> {
  return useCachedQuery(automationKeys.rules(), (signal) => fetchRules(signal), { staleAfterMs: 10_000 });
}

export interface RuleActions {
  /** Reject with the API's error, for the form to show. */
  create(body: RuleBody): Promise<AutomationRuleView>;
  save(ruleId: string, changes: Partial<RuleBody>): Promise<AutomationRuleView>;
  /** Optimistic. */
  setEnabled(rule: AutomationRuleView, enabled: boolean): Promise<void>;
  remove(rule: AutomationRuleView): Promise<void>;
}

const withRule = (rule: AutomationRuleView) => (rules: AutomationRuleView[]) => rules.map((one) => (one.id === rule.id ? rule : one));
const replace = (rule: AutomationRuleView) => patchQueries(automationKeys.rules(), withRule(rule));

export function useRuleActions(): RuleActions {
  const toast = useToast();
  return useMemo<RuleActions>(
    () => ({
      async create(body) {
        const rule = await createRule(body);
        await patchQueries<AutomationRuleView[]>(automationKeys.rules(), (rules) => [...rules, rule]);
        toast.success(`Rule ${rule.name} created`);
        return rule;
      },
      async save(ruleId, changes) {
        const rule = await updateRule(ruleId, changes);
        await replace(rule);
        toast.success(`Rule ${rule.name} saved`);
        return rule;
      },
      async setEnabled(rule, enabled) {
        const rollback = await patchWithRollback(automationKeys.rules(), withRule({ ...rule, enabled }));
        try {
          await replace(await updateRule(rule.id, { enabled }));
        } catch (error) {
          rollback();
          toast.error(`Could not ${enabled ? 'enable' : 'disable'} ${rule.name}: ${errorMessage(error)}`);
        }
      },
      async remove(rule) {
        try {
          await deleteRule(rule.id);
          await patchQueries<AutomationRuleView[]>(automationKeys.rules(), (rules) => rules.filter((one) => one.id !== rule.id));
          toast.success(`Rule ${rule.name} deleted`);
        } catch (error) {
          toast.error(`Could not delete ${rule.name}: ${errorMessage(error)}`);
        }
      },
    }),
    [toast],
  );
}
