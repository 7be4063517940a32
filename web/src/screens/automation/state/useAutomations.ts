import type { AutomationSummary, TemplateSummary } from '../../../../../domain/automation/contract';
import { fetchAutomations, fetchTemplates } from '../../../api/automations';
import { useCached, type Cached } from '../../../data/useCached';
import { AUTOMATIONS_KEY, TEMPLATES_KEY } from './keys';

/** The user's automations; their last runs move on their own, so the list is refreshed after ten seconds. */
export function useAutomations(): Cached<AutomationSummary[]> {
  return useCached(AUTOMATIONS_KEY, fetchAutomations, { staleAfterMs: 10_000 });
}

/** The built-in templates change only with a new release of the workspace. */
export function useTemplates(enabled: boolean): Cached<TemplateSummary[]> {
  return useCached(enabled ? TEMPLATES_KEY : null, fetchTemplates, { staleAfterMs: 60 * 60_000 });
}
