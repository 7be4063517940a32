import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * Optimistic writes to cached server data. Each first cancels the loads running under the key, so that
 * an answer requested before the write cannot overwrite it; the caller refetches once its call settled.
 */

/** Puts the data under `key` back as it is now: the rollback of an optimistic write. */
export type Rollback = () => void;

/**
 * Cancels the loads running under `key` for queries that have data (those are what a write patches; a
 * first load is left running, since cancelling it would leave its screen waiting for nothing).
 */
export function cancelLoads(key: QueryKey): Promise<void> {
  return queryClient.cancelQueries({ queryKey: key, predicate: (query) => query.state.data !== undefined });
}

export function snapshotQueries(key: QueryKey): Rollback {
  const saved = queryClient.getQueriesData({ queryKey: key });
  return () => {
    for (const [savedKey, data] of saved) queryClient.setQueryData(savedKey, data);
  };
}

/** Changes the data of every query under `key` that has data (the others are left alone). */
export async function patchQueries<T>(key: QueryKey, change: (data: T) => T): Promise<void> {
  await cancelLoads(key);
  queryClient.setQueriesData<T>({ queryKey: key }, (data) => (data === undefined ? data : change(data)));
}

/** Snapshots, then changes, everything under `key`; resolves with the rollback. */
export async function patchWithRollback<T>(key: QueryKey, change: (data: T) => T): Promise<Rollback> {
  await cancelLoads(key);
  const rollback = snapshotQueries(key);
  queryClient.setQueriesData<T>({ queryKey: key }, (data) => (data === undefined ? data : change(data)));
  return rollback;
}

/** Puts `data` under `key` as if it had just been loaded (after cancelling a load still running). */
export async function putQuery<T>(key: QueryKey, data: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<T>(key, data);
}
