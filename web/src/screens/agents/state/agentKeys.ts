/** Query keys of the agents: the list is shared by the Agents screen, the audit filters and "Ask agent to reply". */
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
};
