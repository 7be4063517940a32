import { tidyCapitals } from './text-case';

const TITLE =
  "(?:workers'?\\s+compensation\\s+(?:administrative\\s+law\\s+)?judge|administrative\\s+law\\s+judge|presiding\\s+judge|WCALJ|WCJ|judge)";
const HONORIFIC = '(?:(?:the\\s+)?(?:hon\\.?|honorable)\\s+)';
const NAME = "([A-Za-z][A-Za-z'.-]*(?:[ \\t]+[A-Za-z][A-Za-z'.-]*){0,3})";

// "Judge: Hon. Maria T. Delgado", "WCJ Robert Chen", "JUDGE:\nHON. KATHERINE WU". A bare title at the end
// of a line ("…LAW JUDGE\n\nServed by…") is not followed by a name, hence no plain newline after it.
const TITLE_THEN_NAME = new RegExp(`\\b${TITLE}(?:[ \\t]*:[ \\t]*\\n?[ \\t]*|[ \\t]+)${HONORIFIC}?${NAME}`, 'gi');
// "before the Honorable Susan Park", "Hon. Elena Ramirez".
const HONORIFIC_THEN_NAME = new RegExp(`\\b(?:hon\\.|honorable)[ \\t]+${NAME}`, 'gi');
// Signature of an order: "MARIA T. DELGADO\nWORKERS' COMPENSATION ADMINISTRATIVE LAW JUDGE" or "Helen Park, WCJ".
const NAME_THEN_TITLE = new RegExp(`^[ \\t]*${NAME}[ \\t]*,?[ \\t]*\\n?[ \\t]*${TITLE}[ \\t]*$`, 'gim');

const NOT_NAME_WORDS = new Set(
  [
    'the', 'of', 'and', 'to', 'be', 'is', 'was', 'will', 'has', 'at', 'on', 'in', 'for', 'by', 'tbd', 'tba', 'n/a', 'none',
    'assigned', 'presiding', 'served', 'date', 'time', 'location', 'courtroom', 'department', 'dept', 'room', 'district', 'office',
    'board', 'appeals', 'workers', "workers'", 'compensation', 'court', 'superior', 'administrative', 'law', 'judge', 'wcj', 'hon', 'honorable',
  ].map((word) => word.toLowerCase()),
);

/** Leading capitalised words of a captured run, without honorifics or possessives. */
function cleanName(raw: string): string | null {
  const words: string[] = [];
  for (const word of raw.trim().split(/[ \t]+/)) {
    const bare = word.replace(/'s$/i, '').replace(/[,;:]$/, '');
    if (!/^[A-Z]/.test(bare) || /\d/.test(bare) || NOT_NAME_WORDS.has(bare.toLowerCase().replace(/\.$/, ''))) break;
    words.push(bare);
    // A comma, a possessive or a full stop after a word longer than an initial ends the name.
    if (bare !== word || /^[A-Za-z'-]{2,}\.$/.test(bare)) break;
  }
  if (words.length === 0) return null;
  const joined = words.join(' ');
  // Keep the dot of a middle initial ("T."), drop a sentence's full stop ("Liu.").
  const name = /(?:^|\s)[A-Z]\.$/.test(joined) ? joined : joined.replace(/\.$/, '');
  return tidyCapitals(name);
}

/** The judge's name without "Hon."; a full name beats a bare surname ("Judge Ortiz"). */
export function findJudgeName(text: string): string | null {
  const found: Array<{ name: string; index: number }> = [];
  for (const pattern of [TITLE_THEN_NAME, HONORIFIC_THEN_NAME, NAME_THEN_TITLE]) {
    for (const match of text.matchAll(pattern)) {
      const name = cleanName(match[1] ?? '');
      if (name) found.push({ name, index: match.index });
    }
  }
  found.sort((a, b) => a.index - b.index);
  const fullName = found.find((entry) => entry.name.includes(' '));
  return (fullName ?? found[0])?.name ?? null;
}
