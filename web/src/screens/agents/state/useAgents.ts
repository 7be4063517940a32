import type { Agent } from '../../../../../domain/agents/types';
import { fetchAgents } from '../../../api/agents';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { agentKeys } from './agentKeys';

/** The user's agents; their metrics move with every action (a live `audit.changed` refreshes them). */
export function useAgents(): Cached<Agent[]> {
  return useCachedQuery(agentKeys.list(), (signal) => fetchAgents(signal), { staleAfterMs: 30_000 });
}
