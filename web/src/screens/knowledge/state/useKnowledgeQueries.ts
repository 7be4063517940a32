import { useQuery } from '@tanstack/react-query';
import {
  fetchChunks,
  fetchDocument,
  fetchDocuments,
  fetchFolders,
  fetchProcessing,
  searchKnowledge,
  type DocumentView,
} from '../../../api/knowledge';
import { knowledgeKeys } from './knowledgeKeys';
import type { KnowledgeScope } from './scope';

/**
 * No polling: a document being read changes its row as it goes (status, passages embedded), and each
 * change arrives as a live `knowledge.changed` that invalidates these queries (web/src/live/invalidations.ts).
 */

export function useFolders() {
  return useQuery({ queryKey: knowledgeKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
}

/** The documents of the scope (its folder, inside its matter), refreshed live while any is being read. */
export function useDocuments(scope: Pick<KnowledgeScope, 'folderId' | 'matterId'>) {
  const query = { folderId: scope.folderId, matterId: scope.matterId };
  return useQuery({
    queryKey: knowledgeKeys.documentList(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
  });
}

export function useDocument(documentId: string | null, matterId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.document(documentId ?? '', matterId),
    queryFn: ({ signal }) => fetchDocument(documentId!, matterId, signal),
    enabled: Boolean(documentId),
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

/** Every document's state, refreshed live as documents are read. */
/** The processing state of one matter's documents, or (null) of the documents outside matters. */
export function useProcessing(matterId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.processingIn(matterId),
    queryFn: ({ signal }) => fetchProcessing(matterId, signal),
  });
}
