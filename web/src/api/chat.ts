import type {
  ChatMessageView,
  ChatNotice,
  ChatSource,
  ChatStatusView,
  CheckedCitation,
  ConversationDetail,
  ConversationDocumentView,
  ConversationView,
  ModelDescriptor,
} from '../../../domain/chat/views';
import type { AssistantView } from '../../../domain/assistants/views';
import { ApiError } from './ApiError';
import { apiRequest } from './client';

/** The AI chat (seed 001 §3–§4): conversations, messages and their streamed replies, linked documents. */

export type {
  AssistantView,
  ChatMessageView,
  ChatNotice,
  ChatSource,
  ChatStatusView,
  CheckedCitation,
  ConversationDetail,
  ConversationDocumentView,
  ConversationView,
  ModelDescriptor,
};

export interface NewConversationInput {
  assistantId?: string | null;
  model?: string | null;
  documentIds?: string[];
}

export interface ConversationChanges {
  title?: string;
  isPinned?: boolean;
  model?: string | null;
}

/** A question and the reply the server started for it. */
export interface MessagePair {
  userMessage: ChatMessageView;
  assistantMessage: ChatMessageView;
}

const BASE = '/api/chat';
const conversationPath = (conversationId: string) => `${BASE}/conversations/${encodeURIComponent(conversationId)}`;
const messagePath = (messageId: string) => `${BASE}/messages/${encodeURIComponent(messageId)}`;

export function fetchChatStatus(signal?: AbortSignal): Promise<ChatStatusView> {
  return apiRequest<ChatStatusView>(`${BASE}/status`, { signal });
}

/** The history: pinned first, then newest; `search` matches titles and message text. */
export async function fetchConversations(search: string, signal?: AbortSignal): Promise<ConversationView[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() }).toString()}` : '';
  const reply = await apiRequest<{ conversations: ConversationView[] }>(`${BASE}/conversations${query}`, { signal });
  return reply.conversations;
}

export function fetchConversation(conversationId: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiRequest<ConversationDetail>(conversationPath(conversationId), { signal });
}

export function createConversation(input: NewConversationInput): Promise<ConversationDetail> {
  return apiRequest<ConversationDetail>(`${BASE}/conversations`, { method: 'POST', body: input });
}

export function updateConversation(conversationId: string, changes: ConversationChanges): Promise<ConversationView> {
  return apiRequest<ConversationView>(conversationPath(conversationId), { method: 'PATCH', body: changes });
}

export async function deleteConversation(conversationId: string): Promise<void> {
  await apiRequest<void>(conversationPath(conversationId), { method: 'DELETE' });
}

/** Removes the user's conversations without a question and an answer (seed §4: one second after the page loads). */
export function cleanupConversations(): Promise<{ removed: number }> {
  return apiRequest<{ removed: number }>(`${BASE}/conversations/cleanup`, { method: 'POST', body: {} });
}

export function sendMessage(conversationId: string, content: string, model: string | null): Promise<MessagePair> {
  return apiRequest<MessagePair>(`${conversationPath(conversationId)}/messages`, { method: 'POST', body: { content, model } });
}

/** Edit a question and ask again: the messages after it are replaced by a new reply. */
export function editMessage(messageId: string, content: string): Promise<MessagePair> {
  return apiRequest<MessagePair>(messagePath(messageId), { method: 'PATCH', body: { content } });
}

export function stopMessage(messageId: string): Promise<ChatMessageView> {
  return apiRequest<ChatMessageView>(`${messagePath(messageId)}/stop`, { method: 'POST', body: {} });
}

export function regenerateMessage(messageId: string): Promise<ChatMessageView> {
  return apiRequest<ChatMessageView>(`${messagePath(messageId)}/regenerate`, { method: 'POST', body: {} });
}

/** The reply's server-sent events (for EventSource: same origin, cookies go along). */
export function messageStreamUrl(messageId: string): string {
  return `${messagePath(messageId)}/stream`;
}

export function linkDocument(conversationId: string, documentId: string): Promise<ConversationDocumentView> {
  return apiRequest<ConversationDocumentView>(`${conversationPath(conversationId)}/documents`, { method: 'POST', body: { documentId } });
}

export async function unlinkDocument(conversationId: string, documentId: string): Promise<void> {
  await apiRequest<void>(`${conversationPath(conversationId)}/documents/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
}

/** The active assistants to chat with; an empty list where the assistants area is not there (404). */
export async function fetchChatAssistants(signal?: AbortSignal): Promise<AssistantView[]> {
  try {
    const reply = await apiRequest<{ assistants: AssistantView[] }>('/api/assistants', { signal });
    return reply.assistants;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
