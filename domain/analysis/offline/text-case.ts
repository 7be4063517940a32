const KEEP_UPPER = new Set(['LLC', 'LLP', 'LP', 'PC', 'APC', 'APLC', 'USA', 'II', 'III', 'IV', 'MD', 'DBA', 'QME', 'AME', 'PTP', 'UPS', 'CHP', 'CA']);
const KEEP_LOWER = new Set(['of', 'and', 'the', 'de', 'del', 'la', 'van', 'von']);

function capitalise(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[-'])([a-z])/g, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}

/** 'MARIA T. DELGADO' → 'Maria T. Delgado'; text that is not all capitals is returned as written. */
export function tidyCapitals(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .split(' ')
    .map((word, index) => {
      const bare = word.replace(/[.,]/g, '');
      if (KEEP_UPPER.has(bare)) return word;
      if (index > 0 && KEEP_LOWER.has(word.toLowerCase())) return word.toLowerCase();
      return capitalise(word);
    })
    .join(' ');
}

/** Collapses whitespace and strips punctuation left dangling at either end. */
export function tidyFragment(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:\-–—(]+/, '')
    .replace(/[\s,;:\-–—(]+$/, '')
    .trim();
}

export function uniqueValues(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      result.push(value);
    }
  }
  return result;
}
