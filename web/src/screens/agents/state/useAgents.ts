import type { Agent } from '../../../../../domain/agents/types';
import { AGENT_INIT_RETRY, initRetryDelayMs } from '../../../../../domain/agents/init-retry';
import { fetchAgents } from '../../../api/agents';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { agentKeys } from './agentKeys';

/** The agents' initialisation retry (seed 001 §9): 3 attempts in all, 2 s then 3 s apart. */
export const AGENT_QUERY_RETRY = { retry: AGENT_INIT_RETRY.attempts - 1, retryDelay: (failures: number) => initRetryDelayMs(failures) } as const;

/** The user's agents; their metrics move with every action (a live `agents.changed` refreshes them). */
export function useAgents(): Cached<Agent[]> {
  return useCachedQuery(agentKeys.list(), (signal) => fetchAgents(signal), { staleAfterMs: 30_000, ...AGENT_QUERY_RETRY });
}
