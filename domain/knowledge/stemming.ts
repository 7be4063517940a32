/**
 * A light English stemmer for matching a query's words in a passage ("apportioned", "apportionment" and
 * "apportion" meet; "injuries" and "injury" meet). Not Porter's algorithm: one suffix off the end, then a
 * final -e or -y, so related forms usually share a stem; a wrong guess only costs a missed highlight.
 */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ibilities', 'ibl'],
  ['abilities', 'abl'],
  ['ibility', 'ibl'],
  ['ability', 'abl'],
  ['ization', 'iz'],
  ['ational', 'at'],
  ['fulness', 'ful'],
  ['iveness', 'iv'],
  ['ations', 'at'],
  ['ation', 'at'],
  ['ments', ''],
  ['ment', ''],
  ['ness', ''],
  ['ities', ''],
  ['ity', ''],
  ['ingly', ''],
  ['edly', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', ''],
  ['ied', ''],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

const MIN_STEM = 3;

export function stem(word: string): string {
  let base = word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  if (base.length <= MIN_STEM || /\d/.test(base)) return base;
  for (const [suffix, replacement] of SUFFIXES) {
    if (base.endsWith(suffix) && base.length - suffix.length + replacement.length >= MIN_STEM) {
      if (suffix === 's' && /(ss|us|is)$/.test(base)) break;
      base = base.slice(0, base.length - suffix.length) + replacement;
      break;
    }
  }
  if (base.length > MIN_STEM && /[ey]$/.test(base)) base = base.slice(0, -1);
  if (base.length > MIN_STEM && /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss|zz)$/.test(base)) base = base.slice(0, -1);
  return base;
}
