import { fetchSwarms, fetchSwarmTemplates, type Swarm, type SwarmTemplateView } from '../../../api/agentWork';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { agentKeys } from './agentKeys';

/** The swarm templates: fixed by the product, so they stay fresh for long. */
export function useSwarmTemplates(): Cached<SwarmTemplateView[]> {
  return useCachedQuery(agentKeys.swarmTemplates(), (signal) => fetchSwarmTemplates(signal), { staleAfterMs: 10 * 60_000 });
}

/** The swarms the user made. */
export function useSwarms(): Cached<Swarm[]> {
  return useCachedQuery(agentKeys.swarms(), (signal) => fetchSwarms(signal), { staleAfterMs: 30_000 });
}
