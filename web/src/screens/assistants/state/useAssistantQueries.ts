import { useQuery } from '@tanstack/react-query';
import { fetchAssistant, fetchAssistants, fetchStore } from '../../../api/assistants';
import { fetchFolders } from '../../../api/knowledge';
import { knowledgeKeys } from '../../knowledge/state/knowledgeKeys';
import { assistantKeys } from './assistantKeys';

export function useAssistants() {
  return useQuery({ queryKey: assistantKeys.list(), queryFn: ({ signal }) => fetchAssistants(signal) });
}

export function useAssistant(id: string) {
  return useQuery({ queryKey: assistantKeys.detail(id), queryFn: ({ signal }) => fetchAssistant(id, signal), retry: (count, error) => count < 2 && !isNotFound(error) });
}

export function useStore() {
  return useQuery({ queryKey: assistantKeys.store(), queryFn: ({ signal }) => fetchStore(signal) });
}

/** The knowledge base's folders (the same cache entry the knowledge screen uses). */
export function useKnowledgeFolders() {
  return useQuery({ queryKey: knowledgeKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
}

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
