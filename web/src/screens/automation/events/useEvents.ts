import type { AutomationEventView } from '../../../../../domain/automation/contract';
import { fetchEvents } from '../../../api/automations';
import { useCached, type Cached } from '../../../data/useCached';
import { eventsKey } from '../state/keys';

/** The latest events of one automation's trigger (null: none chosen). */
export function useEvents(automationId: string | null): Cached<AutomationEventView[]> {
  return useCached(automationId ? eventsKey(automationId) : null, () => fetchEvents(automationId!), { staleAfterMs: 5_000 });
}
