import { uniqueValues } from './text-case';

export interface CaseNumbers {
  /** The number the calendar event is keyed on: the first ADJ number, else the first other case number, else a claim number. */
  primary: string | null;
  /** Every case and claim number found, primary first. */
  all: string[];
  /** Where they occur, so date parsing can ignore them ("0512-WC-22-0004471" is not a time). */
  ranges: Array<[number, number]>;
  /** Where the primary number is written, and how it was recognised. */
  primarySource: { start: number; end: number; kind: 'court' | 'labelled' | 'claim' } | null;
}

// WCAB/EAMS numbers: ADJ followed by 7 or 8 digits.
const ADJ_NUMBER = /\bADJ[ -]?(\d{7,8})\b/gi;
// California superior court numbers such as 23STCV01234.
const SUPERIOR_COURT_NUMBER = /\b\d{2}[A-Z]{2,6}\d{5,6}\b/g;
const LABELLED_CASE_NUMBER = /\b(?:case|wcab|eams|court)\s*(?:nos?\.?|numbers?|#)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/gi;
const LABELLED_CLAIM_NUMBER = /\bclaim\s*(?:no\.?|number|#)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/gi;

interface Found {
  value: string;
  index: number;
  end: number;
}

function collect(text: string, pattern: RegExp, valueOf: (match: RegExpMatchArray) => string | undefined): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = valueOf(match);
    if (!value || !/\d/.test(value)) continue;
    const offset = match[0].lastIndexOf(value);
    const index = match.index + Math.max(0, offset);
    found.push({ value: value.replace(/-+$/, ''), index, end: index + value.length });
  }
  return found;
}

export function findCaseNumbers(text: string): CaseNumbers {
  const adj = collect(text, ADJ_NUMBER, (match) => (match[1] ? `ADJ${match[1]}` : undefined));
  const superior = collect(text, SUPERIOR_COURT_NUMBER, (match) => match[0]);
  const labelled = collect(text, LABELLED_CASE_NUMBER, (match) => match[1]).filter((found) => !/^ADJ/i.test(found.value));
  const claims = collect(text, LABELLED_CLAIM_NUMBER, (match) => match[1]);

  const caseNumbers = [...adj, ...superior, ...labelled].map((found) => found.value);
  const claimNumbers = claims.map((found) => found.value);
  const all = uniqueValues([...caseNumbers, ...claimNumbers]);
  const ranges = [...adj, ...superior, ...labelled, ...claims].map((found): [number, number] => [found.index, found.end]);
  const kinds: Array<[Found[], 'court' | 'labelled' | 'claim']> = [[adj, 'court'], [superior, 'court'], [labelled, 'labelled'], [claims, 'claim']];
  const primary = all[0] ?? null;
  const source = kinds.flatMap(([found, kind]) => found.filter((entry) => entry.value === primary).map((entry) => ({ start: entry.index, end: entry.end, kind })))[0] ?? null;
  return { primary, all, ranges, primarySource: source };
}
