/** Seed 001 §3–§4 rules of notebooks: version, edit times, section order, stale edits. */

/** §4: a notebook's version starts at 1. */
export const INITIAL_NOTEBOOK_VERSION = 1;

/** §4: a new section's order equals the current number of sections. */
export const newSectionOrder = (sectionCount: number): number => sectionCount;

export interface EditStamp {
  version: number;
  updatedAt: Date;
  lastModified: Date;
}

/** §4: each edit of a notebook, its sections or blocks raises the version by one and sets the updated and last-modified times. */
export function editStamp(currentVersion: number, now: Date): EditStamp {
  return { version: currentVersion + 1, updatedAt: now, lastModified: now };
}

/** Optimistic concurrency: an edit made from an older version than the stored one is refused. */
export function isStale(expectedVersion: number | undefined, currentVersion: number): boolean {
  return expectedVersion !== undefined && expectedVersion !== currentVersion;
}

/** Moves `id` to `index` (clamped) inside `ids`; the new order of the list. */
export function moveInOrder(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(index)));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export const NOTEBOOK_LIMITS = {
  title: 300,
  description: 5000,
  tags: 30,
  tag: 60,
  icon: 16,
  color: 32,
  sectionTitle: 300,
  /** A block's JSON, in characters. */
  blockCharacters: 200_000,
  /** Blocks of one section. */
  blocks: 500,
  sections: 200,
} as const;

/** Tags as stored: trimmed, non-blank, without repeats (ignoring case). */
export function normaliseNotebookTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const text = tag.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
  }
  return out;
}

/** §4: deleting the active notebook clears that selection. */
export const selectionAfterDelete = (selectedId: string | null, deletedId: string): string | null => (selectedId === deletedId ? null : selectedId);
