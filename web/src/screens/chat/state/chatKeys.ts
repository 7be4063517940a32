/** Query keys of the chat (one factory, as the knowledge base does). */
export const chatKeys = {
  all: ['chat'] as const,
  status: () => [...chatKeys.all, 'status'] as const,
  conversationLists: () => [...chatKeys.all, 'conversations'] as const,
  conversationList: (search: string) => [...chatKeys.conversationLists(), search.trim()] as const,
  conversation: (conversationId: string) => [...chatKeys.all, 'conversation', conversationId] as const,
  assistants: () => [...chatKeys.all, 'assistants'] as const,
  linkableDocuments: () => [...chatKeys.all, 'linkable-documents'] as const,
};
