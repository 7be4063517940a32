import { useMemo } from 'react';
import type { AutomationDetail, AutomationStatus, AutomationSummary, UpdateAutomationBody } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { deleteAutomation, updateAutomation } from '../../../api/automations';
import { invalidate, mutate, snapshot } from '../../../data/resourceCache';
import { useToast } from '../../../toast/useToast';
import { AUTOMATIONS_KEY } from './keys';
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

const replace = (summary: AutomationSummary) =>
  mutate<AutomationSummary[]>(AUTOMATIONS_KEY, (list) => (list.some((one) => one.id === summary.id) ? list.map((one) => (one.id === summary.id ? summary : one)) : [summary, ...list]));

/** Writes to automations, kept in step with the cached list. */
export function useAutomationActions(): AutomationActions {
  const toast = useToast();
  return useMemo<AutomationActions>(
    () => ({
      async setStatus(automation, status) {
        const rollback = snapshot(AUTOMATIONS_KEY);
        replace({ ...automation, status });
        try {
          const detail = await updateAutomation(automation.id, { status });
          replace(summaryOf(detail));
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
        replace(summaryOf(detail));
        return detail;
      },
      async remove(automation) {
        try {
          await deleteAutomation(automation.id);
          mutate<AutomationSummary[]>(AUTOMATIONS_KEY, (list) => list.filter((one) => one.id !== automation.id));
          toast.success(`${automation.name} deleted`);
        } catch (error) {
          toast.error(`Could not delete ${automation.name}: ${errorMessage(error)}`);
          invalidate(AUTOMATIONS_KEY);
        }
      },
      remember(detail) {
        replace(summaryOf(detail));
      },
    }),
    [toast],
  );
}
