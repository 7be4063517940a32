import type { AutomationEventView } from '../../../../../domain/automation/contract';
import { fetchEvents } from '../../../api/automations';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { automationKeys } from '../state/keys';

/** The latest events of one automation's trigger (null: none chosen); a run they start refreshes them live. */
export function useEvents(automationId: string | null): Cached<AutomationEventView[]> {
  return useCachedQuery(automationId ? automationKeys.events(automationId) : null, (signal) => fetchEvents(automationId!, signal), { staleAfterMs: 5_000 });
}
