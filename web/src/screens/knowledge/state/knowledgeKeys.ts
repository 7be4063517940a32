import type { DocumentQuery, SearchRequest } from '../../../api/knowledge';

/**
 * Query keys of the knowledge base, one scope per matter: every key that holds documents carries the
 * matterId it was read with, so a matter's documents never answer a request made outside it.
 */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  folders: () => [...knowledgeKeys.all, 'folders'] as const,
  documents: () => [...knowledgeKeys.all, 'documents'] as const,
  documentList: (query: DocumentQuery) => [...knowledgeKeys.documents(), 'list', query] as const,
  document: (documentId: string, matterId: string | null) => [...knowledgeKeys.documents(), 'detail', documentId, matterId] as const,
  chunks: (documentId: string, matterId: string | null) => [...knowledgeKeys.documents(), 'passages', documentId, matterId] as const,
  searches: () => [...knowledgeKeys.all, 'search'] as const,
  search: (request: SearchRequest) => [...knowledgeKeys.searches(), request] as const,
  processing: () => [...knowledgeKeys.all, 'processing'] as const,
  processingIn: (matterId: string | null) => [...knowledgeKeys.processing(), matterId] as const,
  uses: (matterId: string | null) => [...knowledgeKeys.all, 'uses', matterId] as const,
};
