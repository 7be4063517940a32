import type { ChatMessageView, ConversationDetail } from '../../../../../domain/chat/views';

/** A question shown at once, before the server has it (its id starts with "pending-"). */
export function pendingUserMessage(conversationId: string, content: string, now = new Date()): ChatMessageView {
  return {
    id: `pending-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    conversationId,
    role: 'user',
    content,
    status: 'complete',
    error: null,
    timestamp: now.toISOString(),
    metadata: { model: null, provider: null },
    sources: [],
    citations: [],
    legalCitations: [],
    notices: [],
  };
}

export const isPending = (message: Pick<ChatMessageView, 'id'>) => message.id.startsWith('pending-');

export function appendMessage(detail: ConversationDetail, message: ChatMessageView): ConversationDetail {
  return { ...detail, messages: [...detail.messages, message] };
}

export function removeMessage(detail: ConversationDetail, messageId: string): ConversationDetail {
  return { ...detail, messages: detail.messages.filter((message) => message.id !== messageId) };
}

/** The server's question and reply in place of the pending question (or at the end when it is gone). */
export function settlePending(
  detail: ConversationDetail,
  pendingId: string,
  pair: { userMessage: ChatMessageView; assistantMessage: ChatMessageView },
): ConversationDetail {
  const kept = detail.messages.filter((message) => message.id !== pendingId && message.id !== pair.userMessage.id && message.id !== pair.assistantMessage.id);
  const index = detail.messages.findIndex((message) => message.id === pendingId);
  const at = index === -1 ? kept.length : Math.min(index, kept.length);
  return { ...detail, messages: [...kept.slice(0, at), pair.userMessage, pair.assistantMessage, ...kept.slice(at)] };
}

/** Edit-and-resend: the question is replaced, everything after it removed, the new reply appended. */
export function replaceFrom(
  detail: ConversationDetail,
  messageId: string,
  pair: { userMessage: ChatMessageView; assistantMessage: ChatMessageView },
): ConversationDetail {
  const index = detail.messages.findIndex((message) => message.id === messageId);
  const before = index === -1 ? detail.messages : detail.messages.slice(0, index);
  return { ...detail, messages: [...before, pair.userMessage, pair.assistantMessage] };
}

/** The edited question shown at once, with the replies after it gone (rolled back by a refetch on failure). */
export function editOptimistically(detail: ConversationDetail, messageId: string, content: string): ConversationDetail {
  const index = detail.messages.findIndex((message) => message.id === messageId);
  if (index === -1) return detail;
  const edited = { ...detail.messages[index]!, content };
  return { ...detail, messages: [...detail.messages.slice(0, index), edited] };
}

/** The message in place of the one with its id (regenerate, stop). */
export function replaceMessage(detail: ConversationDetail, message: ChatMessageView): ConversationDetail {
  return { ...detail, messages: detail.messages.map((current) => (current.id === message.id ? message : current)) };
}

export function lastAssistant(messages: readonly ChatMessageView[]): ChatMessageView | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role === 'assistant') return message;
  }
  return null;
}

/** The replies being written now (each needs a stream subscription). */
export const streamingReplies = (messages: readonly ChatMessageView[]) =>
  messages.filter((message) => message.role === 'assistant' && message.status === 'streaming');
