import type { AutomationVersion } from '../../../../../domain/automation/contract';
import { fetchVersion } from '../../../api/automations';
import { useCached, type Cached } from '../../../data/useCached';
import { AUTOMATION_CACHE_PREFIX } from '../state/keys';

/** One saved version with its definition; a saved version never changes. */
export function useVersion(automationId: string, version: number | null): Cached<AutomationVersion> {
  const key = version === null ? null : `${AUTOMATION_CACHE_PREFIX}${automationId}:version:${version}`;
  return useCached(key, () => fetchVersion(automationId, version!), { staleAfterMs: Number.POSITIVE_INFINITY });
}
