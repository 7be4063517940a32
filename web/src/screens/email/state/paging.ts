/**
 * Token paging of the message list (seed 000 §4): the token of every page reached is remembered, so
 * any of them can be revisited; a new page size (or search) forgets them and returns to page 1.
 */

export interface Paging {
  pageSize: number;
  /** 0-based index of the page on screen. */
  pageIndex: number;
  /** tokens[i] fetches page i; tokens[0] is null (the first page). tokens.length = pages reachable. */
  tokens: readonly (string | null)[];
  search: string;
}

export function firstPage(pageSize: number, search = ''): Paging {
  return { pageSize, pageIndex: 0, tokens: [null], search };
}

export function currentToken(paging: Paging): string | null {
  return paging.tokens[paging.pageIndex] ?? null;
}

/**
 * Records the next-page token the current page answered with (null: there is no next page).
 * A token that differs from the remembered one makes the pages remembered after it unreachable.
 */
export function withNextToken(paging: Paging, next: string | null): Paging {
  const upToHere = paging.tokens.slice(0, paging.pageIndex + 1);
  if (next === null) return paging.tokens.length === upToHere.length ? paging : { ...paging, tokens: upToHere };
  if (paging.tokens[paging.pageIndex + 1] === next) return paging;
  return { ...paging, tokens: [...upToHere, next] };
}

export function reachablePages(paging: Paging): number {
  return paging.tokens.length;
}

export function goToPage(paging: Paging, pageIndex: number): Paging {
  if (pageIndex < 0 || pageIndex >= paging.tokens.length || pageIndex === paging.pageIndex) return paging;
  return { ...paging, pageIndex };
}

export function withPageSize(paging: Paging, pageSize: number): Paging {
  return pageSize === paging.pageSize ? paging : firstPage(pageSize, paging.search);
}

export function withSearch(paging: Paging, search: string): Paging {
  const trimmed = search.trim();
  return trimmed === paging.search ? paging : firstPage(paging.pageSize, trimmed);
}
