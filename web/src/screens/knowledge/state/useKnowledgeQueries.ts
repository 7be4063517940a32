import { useQuery } from '@tanstack/react-query';
import {
  fetchChunks,
  fetchDocument,
  fetchDocuments,
  fetchFolders,
  fetchProcessing,
  searchKnowledge,
  type DocumentView,
  type ProcessingRow,
} from '../../../api/knowledge';
import { knowledgeKeys } from './knowledgeKeys';
import type { KnowledgeScope } from './scope';

/** While a document is being read, its progress is refetched every 2 s; otherwise every 15 s. */
export const LIVE_INTERVAL_MS = 2_000;
export const IDLE_INTERVAL_MS = 15_000;

const anyPending = (items: ReadonlyArray<Pick<DocumentView | ProcessingRow, 'status'>> | undefined) =>
  Boolean(items?.some((item) => item.status === 'pending'));

export function useFolders() {
  return useQuery({ queryKey: knowledgeKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
}

/** The documents of the scope (its folder, inside its matter), refreshed live while any is being read. */
export function useDocuments(scope: Pick<KnowledgeScope, 'folderId' | 'matterId'>) {
  const query = { folderId: scope.folderId, matterId: scope.matterId };
  return useQuery({
    queryKey: knowledgeKeys.documentList(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
    refetchInterval: (current) => (anyPending(current.state.data) ? LIVE_INTERVAL_MS : false),
  });
}

export function useDocument(documentId: string | null, matterId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.document(documentId ?? '', matterId),
    queryFn: ({ signal }) => fetchDocument(documentId!, matterId, signal),
    enabled: Boolean(documentId),
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? LIVE_INTERVAL_MS : false),
  });
}

export function useChunks(documentId: string | null, matterId: string | null, status: DocumentView['status'] | undefined) {
  return useQuery({
    // Keyed by status too, so the passages are read again once the document is ready.
    queryKey: [...knowledgeKeys.chunks(documentId ?? '', matterId), status ?? 'unknown'],
    queryFn: ({ signal }) => fetchChunks(documentId!, matterId, signal),
    enabled: Boolean(documentId) && status !== undefined,
    // While the passages are read again (the status changed), the old ones stay; never another document's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === documentId ? previous : undefined),
  });
}

export function useSearch(query: string, scope: Pick<KnowledgeScope, 'folderId' | 'matterId'>, enabled = true) {
  const request = { query, matterId: scope.matterId, folderId: scope.folderId, limit: 20 };
  return useQuery({
    queryKey: knowledgeKeys.search(request),
    queryFn: ({ signal }) => searchKnowledge(request, signal),
    enabled: enabled && query.trim() !== '',
    staleTime: 5_000,
  });
}

/** Every document's state: every 2 s while anything is being read, else every 15 s. */
export function useProcessing() {
  return useQuery({
    queryKey: knowledgeKeys.processing(),
    queryFn: ({ signal }) => fetchProcessing(signal),
    refetchInterval: (current) => (anyPending(current.state.data) ? LIVE_INTERVAL_MS : IDLE_INTERVAL_MS),
  });
}
