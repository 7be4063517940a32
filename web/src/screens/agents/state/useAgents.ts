import type { Agent } from '../../../../../domain/agents/types';
import { fetchAgents } from '../../../api/agents';
import { useCached, type Cached } from '../../../data/useCached';
import { AGENTS_KEY } from './agentKeys';

/** The user's agents; their metrics move with every action, so the list is refreshed after half a minute. */
export function useAgents(): Cached<Agent[]> {
  return useCached(AGENTS_KEY, fetchAgents, { staleAfterMs: 30_000 });
}
