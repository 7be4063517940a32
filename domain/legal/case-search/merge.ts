import type { CaseLawResult } from '../types';

/** The de-duplication key of seed 001 §7: the case name plus its citation, compared loosely. */
export function caseKey(result: Pick<CaseLawResult, 'name' | 'citation'>): string {
  const name = result.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const citation = result.citation.toLowerCase().replace(/[\s.]+/g, '');
  return `${name}|${citation}`;
}

/**
 * Results of the first service, then the second's, without duplicates (same name plus citation): of two
 * duplicates the one with the longer summary stays, in the place the first of them had.
 */
export function mergeCaseResults(first: CaseLawResult[], second: CaseLawResult[]): CaseLawResult[] {
  const merged: CaseLawResult[] = [];
  const at = new Map<string, number>();
  for (const result of [...first, ...second]) {
    const key = caseKey(result);
    const index = at.get(key);
    if (index === undefined) {
      at.set(key, merged.length);
      merged.push(result);
    } else if (result.summary.length > merged[index]!.summary.length) {
      merged[index] = result;
    }
  }
  return merged;
}
