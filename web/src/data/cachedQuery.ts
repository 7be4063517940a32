import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';

/** What the screens built before TanStack Query read of one query: its data, error, whether it loads, and reload. */
export interface Cached<T> {
  data: T | undefined;
  error: unknown;
  /** A load is running (the first one, or a refresh behind data already shown). */
  loading: boolean;
  reload(): Promise<void>;
}

export interface CachedQueryOptions {
  /** Data older than this is shown and refreshed in the background (TanStack Query's staleTime). */
  staleAfterMs: number;
  /** Data older than this is not shown at all (it is loaded again, with the loading state). */
  maxAgeMs?: number;
  /** TanStack Query's retry and retryDelay, when the query has its own retry rule. */
  retry?: number;
  retryDelay?: (failures: number) => number;
}

/**
 * useQuery under `key` (null: nothing to load), read as a Cached<T>. The data stays in the query cache
 * across remounts; a live event or a write invalidates it by key.
 */
export function useCachedQuery<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>, options: CachedQueryOptions): Cached<T> {
  const { staleAfterMs, maxAgeMs, retry, retryDelay } = options;
  const query = useQuery({
    queryKey: key ?? ['disabled'],
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    staleTime: staleAfterMs,
    ...(maxAgeMs === undefined ? {} : { gcTime: maxAgeMs }),
    ...(retry === undefined ? {} : { retry }),
    ...(retryDelay === undefined ? {} : { retryDelay }),
  });
  const { refetch } = query;
  const enabled = key !== null;
  const reload = useCallback(async () => {
    if (enabled) await refetch();
  }, [enabled, refetch]);
  const expired = maxAgeMs !== undefined && query.data !== undefined && query.dataUpdatedAt > 0 && Date.now() - query.dataUpdatedAt > maxAgeMs;
  return {
    data: expired ? undefined : query.data,
    error: query.error,
    loading: enabled && (query.isFetching || query.isPending || expired),
    reload,
  };
}
