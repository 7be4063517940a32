import { useMemo } from 'react';
import type { AutomationRuleView, RuleBody } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { createRule, deleteRule, fetchRules, updateRule } from '../../../api/automations';
import { mutate, snapshot } from '../../../data/resourceCache';
import { useCached, type Cached } from '../../../data/useCached';
import { useToast } from '../../../toast/useToast';
import { RULES_KEY } from './keys';

/** The user's rules; their trigger counts move as events arrive. */
export function useRules(): Cached<AutomationRuleView[]> {
  return useCached(RULES_KEY, fetchRules, { staleAfterMs: 10_000 });
}

export interface RuleActions {
  /** Reject with the API's error, for the form to show. */
  create(body: RuleBody): Promise<AutomationRuleView>;
  save(ruleId: string, changes: Partial<RuleBody>): Promise<AutomationRuleView>;
  /** Optimistic. */
  setEnabled(rule: AutomationRuleView, enabled: boolean): Promise<void>;
  remove(rule: AutomationRuleView): Promise<void>;
}

const replace = (rule: AutomationRuleView) => mutate<AutomationRuleView[]>(RULES_KEY, (rules) => rules.map((one) => (one.id === rule.id ? rule : one)));

export function useRuleActions(): RuleActions {
  const toast = useToast();
  return useMemo<RuleActions>(
    () => ({
      async create(body) {
        const rule = await createRule(body);
        mutate<AutomationRuleView[]>(RULES_KEY, (rules) => [...rules, rule]);
        toast.success(`Rule ${rule.name} created`);
        return rule;
      },
      async save(ruleId, changes) {
        const rule = await updateRule(ruleId, changes);
        replace(rule);
        toast.success(`Rule ${rule.name} saved`);
        return rule;
      },
      async setEnabled(rule, enabled) {
        const rollback = snapshot(RULES_KEY);
        replace({ ...rule, enabled });
        try {
          replace(await updateRule(rule.id, { enabled }));
        } catch (error) {
          rollback();
          toast.error(`Could not ${enabled ? 'enable' : 'disable'} ${rule.name}: ${errorMessage(error)}`);
        }
      },
      async remove(rule) {
        try {
          await deleteRule(rule.id);
          mutate<AutomationRuleView[]>(RULES_KEY, (rules) => rules.filter((one) => one.id !== rule.id));
          toast.success(`Rule ${rule.name} deleted`);
        } catch (error) {
          toast.error(`Could not delete ${rule.name}: ${errorMessage(error)}`);
        }
      },
    }),
    [toast],
  );
}
