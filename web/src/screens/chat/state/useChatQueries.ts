import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchChatAssistants, fetchChatStatus, fetchConversation, fetchConversations } from '../../../api/chat';
import { fetchDocuments, fetchFolders, type DocumentView } from '../../../api/knowledge';
import { chatKeys } from './chatKeys';

export function useChatStatus() {
  return useQuery({ queryKey: chatKeys.status(), queryFn: ({ signal }) => fetchChatStatus(signal), staleTime: 60_000 });
}

/** The history, filtered by the search box (the previous list stays while a new search loads). */
export function useConversationList(search: string) {
  return useQuery({
    queryKey: chatKeys.conversationList(search),
    queryFn: ({ signal }) => fetchConversations(search, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One conversation. Its changes arrive through this screen's own requests and the reply stream, which patch the
 * cache, so it is not read again on every mount (a new chat's seeded detail must not be replaced by an emptier one).
 */
export function useConversation(conversationId: string | null) {
  return useQuery({
    queryKey: chatKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) => fetchConversation(conversationId!, signal),
    enabled: Boolean(conversationId),
    staleTime: 30_000,
  });
}

export function useChatAssistants() {
  return useQuery({ queryKey: chatKeys.assistants(), queryFn: ({ signal }) => fetchChatAssistants(signal), staleTime: 60_000, retry: 1 });
}

/** A document that can be linked to a conversation, with the matter it lies in (null outside matters). */
export interface LinkableDocument {
  document: DocumentView;
  matterName: string | null;
}

/** Every document of the knowledge base: those outside matters and each matter's (the matter wall asks per matter). */
async function fetchLinkableDocuments(signal: AbortSignal): Promise<LinkableDocument[]> {
  const folders = await fetchFolders(signal);
  const matters = folders.filter((folder) => folder.isMatter);
  const lists = await Promise.all([
    fetchDocuments({}, signal).then((documents) => documents.map((document) => ({ document, matterName: null }))),
    ...matters.map((matter) =>
      fetchDocuments({ matterId: matter.id }, signal).then((documents) => documents.map((document) => ({ document, matterName: matter.name }))),
    ),
  ]);
  return lists.flat();
}

export function useLinkableDocuments(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.linkableDocuments(), queryFn: ({ signal }) => fetchLinkableDocuments(signal), enabled, staleTime: 30_000 });
}
