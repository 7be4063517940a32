/** Query keys of the assistants and the store. The chat's own list of assistants lives under ['chat', 'assistants']. */
export const assistantKeys = {
  all: ['assistants'] as const,
  list: () => [...assistantKeys.all, 'list'] as const,
  detail: (id: string) => [...assistantKeys.all, 'detail', id] as const,
  store: () => [...assistantKeys.all, 'store'] as const,
};

/** The chat screen's list of assistants to talk to, refreshed when ours change. */
export const CHAT_ASSISTANTS_KEY = ['chat', 'assistants'] as const;
