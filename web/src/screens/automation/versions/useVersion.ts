import type { AutomationVersion } from '../../../../../domain/automation/contract';
import { fetchVersion } from '../../../api/automations';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { automationKeys } from '../state/keys';

/** One saved version with its definition; a saved version never changes. */
export function useVersion(automationId: string, version: number | null): Cached<AutomationVersion> {
  const key = version === null ? null : automationKeys.version(automationId, version);
  return useCachedQuery(key, (signal) => fetchVersion(automationId, version!, signal), { staleAfterMs: Number.POSITIVE_INFINITY });
}
