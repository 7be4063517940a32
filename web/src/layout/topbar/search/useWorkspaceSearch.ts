import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchWorkspace } from '../../../api/search';
import { SEARCH_QUERY_MAX } from '../../../../../domain/search/query';
import { searchKeys } from './searchKeys';

/** Waits until typing pauses for `ms` before the value counts. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const SEARCH_DEBOUNCE_MS = 200;

/** What the server is asked: leading spaces dropped; a trailing space kept (it says the last word is finished). */
export const searchTextOf = (text: string) => text.trimStart().slice(0, SEARCH_QUERY_MAX);

/** Results for what was typed, once typing pauses; the previous results stay while new ones load. */
export function useWorkspaceSearch(text: string) {
  const q = useDebounced(searchTextOf(text), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => searchWorkspace(q, { signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
  const pending = searchTextOf(text).trim() !== '' && (searchTextOf(text) !== q || query.isFetching);
  return { q, query, pending };
}
