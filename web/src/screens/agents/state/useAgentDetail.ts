import { fetchAgent, fetchAgentLog, type AgentDetail, type LogEntry } from '../../../api/agentWork';
import { useCachedQuery, type Cached } from '../../../data/cachedQuery';
import { agentKeys } from './agentKeys';

/** One agent with all its metrics; a live `agents.changed` refreshes it. */
export function useAgentDetail(agentId: string): Cached<AgentDetail> {
  return useCachedQuery(agentKeys.detail(agentId), (signal) => fetchAgent(agentId, signal), { staleAfterMs: 15_000 });
}

/** The newest 50 entries of the agent's action log, with the feedback given on them. */
export function useAgentLog(agentId: string): Cached<LogEntry[]> {
  return useCachedQuery(agentKeys.log(agentId), (signal) => fetchAgentLog(agentId, signal), { staleAfterMs: 15_000 });
}
