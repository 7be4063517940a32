/**
 * What the top-bar search sends to Postgres. Whole words go through websearch_to_tsquery (quotes for
 * phrases, "or", "-word" to leave out); the word still being typed (the last one, with no space after
 * it) is matched as a prefix, built only from letters and digits so it can never be read as tsquery syntax.
 */

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

export interface SearchQuery {
  /** For websearch_to_tsquery; may be empty. */
  websearch: string;
  /** For to_tsquery('simple', …): 'word:*' parts joined with '&'; null when the last word is complete. */
  prefix: string | null;
  /** Every word as typed, for highlighting the snippet (websearch_to_tsquery syntax). */
  highlight: string;
}

const WORD_PARTS = /[\p{L}\p{N}]+/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Letters and digits of a token, lower-cased, as tsquery prefix parts; null when there are none. */
export function prefixOf(token: string): string | null {
  const parts = token.toLowerCase().match(WORD_PARTS);
  return parts ? parts.map((part) => `${part}:*`).join(' & ') : null;
}

/** Null when there is nothing to search for (blank or only punctuation). */
export function parseSearchQuery(raw: string): SearchQuery | null {
  const text = raw.replace(/\s+/gu, ' ').replace(/^ /u, '').slice(0, SEARCH_QUERY_MAX);
  if (!HAS_WORD.test(text)) return null;
  const match = /(?:^| )([^ ]+)$/u.exec(text);
  const last = match?.[1] ?? '';
  const before = match ? text.slice(0, match.index).trim() : text.trim();
  const quotes = (before.match(/"/gu) ?? []).length;
  // A finished word (space after it), an open phrase, an exclusion or the OR keyword are not prefixes.
  const typing = last !== '' && !last.includes('"') && !last.startsWith('-') && last.toLowerCase() !== 'or' && quotes % 2 === 0;
  const prefix = typing ? prefixOf(last) : null;
  return {
    websearch: prefix ? before : text.trim(),
    prefix,
    highlight: text.trim(),
  };
}

export const SEARCH_KINDS = ['mail', 'event', 'task', 'automation', 'document', 'conversation', 'notebook'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  mail: 'Mail',
  event: 'Calendar',
  task: 'Tasks',
  automation: 'Automations',
  document: 'Documents',
  conversation: 'Conversations',
  notebook: 'Notebooks',
};

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  snippet: string;
  href: string;
  /** When it happens or was last changed (ISO); null when unknown. */
  date: string | null;
  rank: number;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  items: Array<Omit<SearchHit, 'rank'>>;
}

export interface SearchResults {
  query: string;
  groups: SearchGroup[];
}

/** Hits grouped by kind: each group in rank order (at most `limit`), the groups by their best hit. */
export function groupHits(hits: readonly SearchHit[], limit: number): SearchGroup[] {
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) byKind.set(hit.kind, [...(byKind.get(hit.kind) ?? []), hit]);
  return [...byKind.entries()]
    .map(([kind, list]) => ({ kind, list: [...list].sort((a, b) => b.rank - a.rank).slice(0, limit) }))
    .sort((a, b) => b.list[0]!.rank - a.list[0]!.rank || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind))
    .map(({ kind, list }) => ({ kind, label: SEARCH_KIND_LABELS[kind], items: list.map(({ rank: _rank, ...item }) => item) }));
}
