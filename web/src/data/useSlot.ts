import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * UI state that survives a remount while its scope stays the same: one value per slot, and a new
 * scope starts again from the initial value (e.g. the mail list's paging, scoped to account and folder).
 */

interface Stored {
  scope: string;
  value: unknown;
}

const slots = new Map<string, Stored>();
const initials = new Map<string, Stored>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current<T>(slot: string, scope: string, initial: () => T): T {
  const stored = slots.get(slot);
  if (stored?.scope === scope) return stored.value as T;
  // The same initial object for the same scope keeps the snapshot stable between renders.
  const made = initials.get(slot);
  if (made?.scope === scope) return made.value as T;
  const value = initial();
  initials.set(slot, { scope, value });
  return value;
}

export function useSlot<T>(slot: string, scope: string, initial: () => T): [T, (update: (previous: T) => T) => void] {
  const value = useSyncExternalStore(subscribe, () => current(slot, scope, initial));
  // Another scope forgets the remembered value for good: coming back later starts afresh too.
  useEffect(() => {
    if (slots.get(slot)?.scope !== scope) slots.delete(slot);
  }, [slot, scope]);
  const update = useCallback(
    (change: (previous: T) => T) => {
      const previous = current(slot, scope, initial);
      const next = change(previous);
      if (Object.is(next, previous)) return;
      slots.set(slot, { scope, value: next });
      for (const listener of listeners) listener();
    },
    // `initial` only matters for a scope's first read, so it is not a dependency.
    [slot, scope],
  );
  return [value, update];
}
