/** Query keys of the agents: the list is shared by the Agents screen, the audit filters and "Ask agent to reply". */
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  detail: (agentId: string) => [...agentKeys.all, 'detail', agentId] as const,
  log: (agentId: string) => [...agentKeys.all, 'log', agentId] as const,
  swarms: () => [...agentKeys.all, 'swarms'] as const,
  swarmTemplates: () => [...agentKeys.all, 'swarm-templates'] as const,
};
