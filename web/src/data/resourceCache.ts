/**
 * A small keyed store of server data that outlives a screen's remount (the layout remounts a page on
 * every path change, and the mail screen changes path on every click). Entries hold the last data,
 * the last error and whether a load is running; local (optimistic) writes bump a revision so that an
 * answer requested before them cannot overwrite them.
 */

export interface CacheEntry<T = unknown> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** When the data was last written, by a load or locally (ms since epoch); 0 = must reload. */
  writtenAt: number;
  revision: number;
}

type Loader = () => Promise<unknown>;

const EMPTY: CacheEntry = { data: undefined, error: null, loading: false, writtenAt: 0, revision: 0 };

const entries = new Map<string, CacheEntry>();
const loaders = new Map<string, Loader>();
const observers = new Map<string, number>();
const inflight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let owner: string | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function write(key: string, patch: Partial<CacheEntry>): void {
  entries.set(key, { ...(entries.get(key) ?? EMPTY), ...patch });
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readEntry<T>(key: string): CacheEntry<T> | undefined {
  return entries.get(key) as CacheEntry<T> | undefined;
}

export function cacheOwner(): string | null {
  return owner;
}

/** Forgets everything when another user signs in in the same tab. Call before reading. */
export function claimCache(userId: string): void {
  if (owner === userId) return;
  owner = userId;
  entries.clear();
  loaders.clear();
  inflight.clear();
}

/** Loads `key` with its registered loader (or `loader`), sharing a load already running. */
export function load(key: string, loader?: Loader): Promise<void> {
  if (loader) loaders.set(key, loader);
  const running = inflight.get(key);
  if (running) return running;
  const run = loaders.get(key);
  if (!run) return Promise.resolve();
  const revision = entries.get(key)?.revision ?? 0;
  write(key, { loading: true });
  const promise = run()
    .then(
      (data) => {
        const current = entries.get(key);
        // A local write since the request started wins; the caller reloads after its write settles.
        if (current && current.revision !== revision) write(key, { loading: false });
        else write(key, { data, error: null, loading: false, writtenAt: Date.now() });
      },
      (error: unknown) => write(key, { error, loading: false }),
    )
    .finally(() => inflight.delete(key));
  inflight.set(key, promise);
  return promise;
}

export function observe(key: string): () => void {
  observers.set(key, (observers.get(key) ?? 0) + 1);
  return () => {
    const left = (observers.get(key) ?? 1) - 1;
    if (left <= 0) observers.delete(key);
    else observers.set(key, left);
  };
}

/** Changes the data of every entry whose key starts with `prefix` (entries without data are left alone). */
export function mutate<T>(prefix: string, change: (data: T, key: string) => T): void {
  let changed = false;
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix) || entry.data === undefined) continue;
    entries.set(key, { ...entry, data: change(entry.data as T, key), writtenAt: Date.now(), revision: entry.revision + 1 });
    changed = true;
  }
  if (changed) emit();
}

/** Saves the data under `prefix`; the returned function puts it back (the rollback of an optimistic write). */
export function snapshot(prefix: string): () => void {
  const saved = [...entries].filter(([key]) => key.startsWith(prefix)).map(([key, entry]) => [key, entry.data] as const);
  return () => {
    for (const [key, data] of saved) {
      const entry = entries.get(key) ?? EMPTY;
      entries.set(key, { ...entry, data, revision: entry.revision + 1 });
    }
    emit();
  };
}

/** Marks entries under `prefix` stale: those on screen reload now, the others on their next use. */
export function invalidate(prefix: string): void {
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    entries.set(key, { ...entry, writtenAt: 0 });
    if (observers.has(key)) void load(key);
  }
}

/** Puts `data` under `key` as if it had just been loaded. */
export function put<T>(key: string, data: T): void {
  const entry = entries.get(key) ?? EMPTY;
  write(key, { data, error: null, writtenAt: Date.now(), revision: entry.revision + 1 });
}
