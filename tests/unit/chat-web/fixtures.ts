import type { ChatMessageView, ChatSource, ConversationDetail } from '../../../domain/chat/views';

export function message(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id: 'm-1',
    conversationId: 'c-1',
    role: 'assistant',
    content: '',
    status: 'streaming',
    error: null,
    timestamp: '2026-11-24T10:00:00.000Z',
    metadata: { model: null, provider: null },
    sources: [],
    citations: [],
    legalCitations: [],
    notices: [],
    ...overrides,
  };
}

export function source(number: number, overrides: Partial<ChatSource> = {}): ChatSource {
  return {
    number,
    documentId: `doc-${number}`,
    documentTitle: `Report ${number}`,
    matterId: null,
    chunkId: `chunk-${number}`,
    page: null,
    charStart: 0,
    charEnd: 10,
    text: 'passage',
    similarity: 0.8,
    ...overrides,
  };
}

export function detail(messages: ChatMessageView[]): ConversationDetail {
  return {
    conversation: {
      id: 'c-1',
      title: 'Lopez deposition',
      assistantId: null,
      assistantName: null,
      model: null,
      isPinned: false,
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
      preview: '',
    },
    messages,
    documents: [],
  };
}
