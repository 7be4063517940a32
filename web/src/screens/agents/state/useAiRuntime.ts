import type { AiRuntime } from '../../../../../domain/automation/contract';
import { apiRequest } from '../../../api/client';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';

const fetchAiRuntime = (signal: AbortSignal) => apiRequest<AiRuntime>('/api/automations/ai-runtime', { signal });

/** What the agents' text actions actually run on: the server's AI model, or the offline analysers without a key. */
export function useAiRuntime(): Cached<AiRuntime> {
  return useCachedQuery(['ai-runtime'], fetchAiRuntime, { staleAfterMs: 5 * 60_000 });
}
