import type { SearchResults } from '../../../domain/search/query';
import { apiRequest } from './client';

export type { SearchGroup, SearchKind, SearchResults } from '../../../domain/search/query';

/** The top-bar search across the person's workspace, at most `limit` results per kind. */
export function searchWorkspace(q: string, options: { limit?: number; signal?: AbortSignal } = {}): Promise<SearchResults> {
  const params = new URLSearchParams({ q });
  if (options.limit) params.set('limit', String(options.limit));
  return apiRequest<SearchResults>(`/api/search?${params.toString()}`, options.signal ? { signal: options.signal } : {});
}
