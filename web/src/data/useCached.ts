import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { load, observe, readEntry, subscribe } from './resourceCache';

export interface Cached<T> {
  data: T | undefined;
  error: unknown;
  /** A load is running (the first one, or a refresh behind data already shown). */
  loading: boolean;
  reload(): Promise<void>;
}

export interface CachedOptions {
  /** Data older than this is shown and refreshed in the background. */
  staleAfterMs: number;
  /** Data older than this is not shown at all. */
  maxAgeMs?: number;
}

/** The data under `key` (null = nothing to load), loaded on first use and refreshed when stale. */
export function useCached<T>(key: string | null, loader: () => Promise<T>, options: CachedOptions): Cached<T> {
  const loaderRef = useRef(loader);
  useEffect(() => {
    loaderRef.current = loader;
  });
  const entry = useSyncExternalStore(subscribe, () => (key ? readEntry<T>(key) : undefined));
  const { staleAfterMs, maxAgeMs } = options;

  useEffect(() => {
    if (!key) return undefined;
    const stopObserving = observe(key);
    const current = readEntry<T>(key);
    const age = current ? Date.now() - current.writtenAt : Number.POSITIVE_INFINITY;
    if (current?.data === undefined || age > staleAfterMs) void load(key, () => loaderRef.current());
    return stopObserving;
  }, [key, staleAfterMs]);

  const reload = useCallback(() => (key ? load(key, () => loaderRef.current()) : Promise.resolve()), [key]);
  const expired = maxAgeMs !== undefined && entry !== undefined && entry.writtenAt > 0 && Date.now() - entry.writtenAt > maxAgeMs;

  return {
    data: expired ? undefined : entry?.data,
    error: entry?.error ?? null,
    loading: key !== null && (entry === undefined || entry.loading || expired),
    reload,
  };
}
