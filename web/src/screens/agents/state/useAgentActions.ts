import { useMemo } from 'react';
import type { Agent } from '../../../../../domain/agents/types';
import { errorMessage } from '../../../api/ApiError';
import { createAgent, deleteAgent, setAgentActive, updateAgent, type AgentChanges, type AgentInput } from '../../../api/agents';
import { patchQueries, patchWithRollback } from '../../../data/optimistic';
import { useToast } from '../../../toast/useToast';
import { agentKeys } from './agentKeys';

export interface AgentActions {
  /** Optimistic: the switch moves at once and moves back if the server refuses. */
  setActive(agent: Agent, active: boolean): Promise<void>;
  /** Rejects with the API's error, for the form to show. */
  save(agentId: string, changes: AgentChanges): Promise<Agent>;
  create(input: AgentInput): Promise<Agent>;
  remove(agent: Agent): Promise<void>;
}

const withAgent = (agent: Agent) => (agents: Agent[]) => agents.map((one) => (one.id === agent.id ? agent : one));
const replace = (agent: Agent) => patchQueries(agentKeys.list(), withAgent(agent));

/** Writes to the agents, kept in step with the cached list. */
export function useAgentActions(): AgentActions {
  const toast = useToast();
  return useMemo<AgentActions>(
    () => ({
      async setActive(agent, active) {
        const rollback = await patchWithRollback(agentKeys.list(), withAgent({ ...agent, status: active ? 'active' : 'inactive' }));
        try {
          await replace(await setAgentActive(agent.id, active));
          toast.success(active ? `${agent.name} is active` : `${agent.name} is inactive: it will not act until you activate it`);
        } catch (error) {
          rollback();
          toast.error(`Could not ${active ? 'activate' : 'deactivate'} ${agent.name}: ${errorMessage(error)}`);
        }
      },
      async save(agentId, changes) {
        const agent = await updateAgent(agentId, changes);
        await replace(agent);
        toast.success(`${agent.name} saved`);
        return agent;
      },
      async create(input) {
        const agent = await createAgent(input);
        await patchQueries<Agent[]>(agentKeys.list(), (agents) => [...agents, agent]);
        toast.success(`${agent.name} created`);
        return agent;
      },
      async remove(agent) {
        try {
          await deleteAgent(agent.id);
          await patchQueries<Agent[]>(agentKeys.list(), (agents) => agents.filter((one) => one.id !== agent.id));
          toast.success(`${agent.name} deleted`);
        } catch (error) {
          toast.error(`Could not delete ${agent.name}: ${errorMessage(error)}`);
        }
      },
    }),
    [toast],
  );
}
