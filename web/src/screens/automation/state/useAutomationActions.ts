import { useMemo } from 'react';
import type { AutomationDetail, AutomationStatus, AutomationSummary, UpdateAutomationBody } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { deleteAutomation, updateAutomation } from '../../../api/automations';
import { patchQueries, patchWithRollback } from '../../../data/optimistic';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { automationKeys } from './keys';
import { summaryOf } from './summaryOf';

export interface AutomationActions {
  /** Optimistic: the switch moves at once and moves back if the server refuses. Resolves with the new detail, or null. */
  setStatus(automation: AutomationSummary, status: AutomationStatus): Promise<AutomationDetail | null>;
  /** Rejects with the API's error. */
  update(automationId: string, changes: UpdateAutomationBody): Promise<AutomationDetail>;
  remove(automation: AutomationSummary): Promise<void>;
  /** A new or changed automation, in the cached list. */
  remember(detail: AutomationDetail): void;
}

const withSummary = (summary: AutomationSummary) => (list: AutomationSummary[]) =>
  list.some((one) => one.id === summary.id) ? list.map((one) => (one.id === summary.id ? summary : one)) : [summary, ...list];
const replace = (summary: AutomationSummary) => patchQueries(automationKeys.list(), withSummary(summary));

/** Writes to automations, kept in step with the cached list. */
export function useAutomationActions(): AutomationActions {
  const toast = useToast();
  return useMemo<AutomationActions>(
    () => ({
      async setStatus(automation, status) {
        const rollback = await patchWithRollback(automationKeys.list(), withSummary({ ...automation, status }));
        try {
          const detail = await updateAutomation(automation.id, { status });
          await replace(summaryOf(detail));
          toast.success(status === 'active' ? `${automation.name} is active` : `${automation.name} is inactive: its triggers no longer start it`);
          return detail;
        } catch (error) {
          rollback();
          toast.error(`Could not ${status === 'active' ? 'activate' : 'deactivate'} ${automation.name}: ${errorMessage(error)}`);
          return null;
        }
      },
      async update(automationId, changes) {
        const detail = await updateAutomation(automationId, changes);
        await replace(summaryOf(detail));
        return detail;
      },
      async remove(automation) {
        try {
          await deleteAutomation(automation.id);
          await patchQueries<AutomationSummary[]>(automationKeys.list(), (list) => list.filter((one) => one.id !== automation.id));
          toast.success(`${automation.name} deleted`);
        } catch (error) {
          toast.error(`Could not delete ${automation.name}: ${errorMessage(error)}`);
          void queryClient.invalidateQueries({ queryKey: automationKeys.list() });
        }
      },
      remember(detail) {
        void replace(summaryOf(detail));
      },
    }),
    [toast],
  );
}
