import type { AutomationSummary, TemplateSummary } from '../../../../../domain/automation/contract';
import { fetchAutomations, fetchTemplates } from '../../../api/automations';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { automationKeys } from './keys';

/** The user's automations; their last runs move on their own (a live `run.changed` refreshes the list). */
export function useAutomations(): Cached<AutomationSummary[]> {
  return useCachedQuery(automationKeys.list(), (signal) => fetchAutomations(signal), { staleAfterMs: 10_000 });
}

/** The built-in templates change only with a new release of the workspace. */
export function useTemplates(enabled: boolean): Cached<TemplateSummary[]> {
  return useCachedQuery(enabled ? automationKeys.templates() : null, (signal) => fetchTemplates(signal), { staleAfterMs: 60 * 60_000 });
}
