import { uniqueValues } from './text-case';

export interface CaseNumbers {
  /** The matter's number: the court number the message is about (see `rank`), never a carrier's claim number. */
  primary: string | null;
  /** Every case and claim number found, primary first. */
  all: string[];
  /** Where they occur, so date parsing can ignore them ("0512-WC-22-0004471" is not a time, nor "2:26-cv-…"). */
  ranges: Array<[number, number]>;
  /** Where the primary number is written, and how it was recognised. */
  primarySource: { start: number; end: number; kind: 'court' | 'labelled' } | null;
}

/** Formats of court numbers, recognised wherever they are written. */
const COURT_NUMBER_FORMATS: RegExp[] = [
  // WCAB/EAMS: ADJ followed by 7 or 8 digits (written "ADJ 1234567" too; the value is printed without the gap).
  /\bADJ[ #-]?\d{7,8}\b/gi,
  // Federal district and bankruptcy courts: office, year, type, sequence, then the judges' initials as printed.
  /\b\d:\d{2}-(?:cv|cr|bk|ap|mc|mj|po|CV|CR|BK|AP|MC|MJ|PO)-\d{3,5}(?:-[A-Z]{1,4}x?){0,3}\b/g,
  // Superior courts: Los Angeles "23STCV12345"; Orange, San Diego, Sacramento "30-2026-01412345-CU-PO-CJC";
  // Riverside and San Bernardino "CVRI2301234", "CIVSB2101234".
  /\b\d{2}[A-Z]{2,6}\d{5,6}\b/g,
  /\b\d{2}-\d{4}-\d{8}(?:-[A-Z]{2,4}){0,3}\b/g,
  /\b(?:CV|CIV)[A-Z]{2,3}\d{7}\b/g,
  // San Francisco "CGC-26-612345"; Los Angeles before 2016 "BC712345"; Alameda "RG26123456"; Riverside "RIC2104567".
  /\b(?:CGC|CPF|CUD|CCP)-\d{2}-\d{6}\b/g,
  /\b[BEKLNPSVY]C\d{6}\b/g,
  /\b(?:RG|HG)\d{8}\b/g,
  /\b(?:RIC|PSC|INC|MCC)\d{6,7}\b/g,
];
// A number its sender calls the case's: "Case No.: …", "WCAB No. …", "Case Number: 26-55123" (an appeal).
const CASE_LABEL = String.raw`\b(?:case|wcab|eams|court|appeal|docket)\s*(?:nos?\.?|numbers?|#)\s*[:#]?\s*`;
const LABELLED_CASE_NUMBER = new RegExp(`${CASE_LABEL}([A-Z0-9][A-Z0-9:-]{3,})`, 'gi');
// Court of appeals dockets: "Ninth Circuit No. 26-55123", "Appeal No. 27-1044" (not an invoice's or a booking's "No.").
// A state Court of Appeal numbers by district letter ("Court of Appeal No. B334512"); "Ninth Cir. 26-55123" omits "No.".
const APPEAL_NUMBER = /\b(?:appeal|appellate|circuit|cir\.)(?:[^\n]{0,40}?\bnos?\.\s*|\s+)([A-H]\d{6}|\d{2}-\d{4,5})\b/gi;
const LABELLED_CLAIM_NUMBER = /\bclaim\s*(?:no\.?|number|#)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/gi;

interface Found {
  value: string;
  index: number;
  end: number;
  labelled: boolean;
  kind: 'court' | 'labelled';
}

function normalValue(value: string): string {
  const trimmed = value.replace(/[-:]+$/, '');
  return /^ADJ/i.test(trimmed) ? `ADJ${trimmed.replace(/\D/g, '')}` : trimmed;
}

function isLabelled(text: string, index: number): boolean {
  return new RegExp(`${CASE_LABEL}$`, 'i').test(text.slice(Math.max(0, index - 40), index));
}

// "Claim No. BC712345": a number its sender calls a claim's is the carrier's, whatever court format it looks like.
const CLAIM_LABEL_BEFORE = /\bclaim\s*(?:no\.?|number|#)\s*[:#]?\s*$/i;

function courtNumbers(text: string): Found[] {
  return COURT_NUMBER_FORMATS.flatMap((format) =>
    [...text.matchAll(format)]
      .filter((match) => /^ADJ/i.test(match[0]) || !CLAIM_LABEL_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index)))
      .map((match) => ({
        value: normalValue(match[0]),
        index: match.index,
        end: match.index + match[0].length,
        labelled: isLabelled(text, match.index),
        kind: 'court' as const,
      })),
  );
}

function labelledNumbers(text: string, pattern: RegExp): Array<Omit<Found, 'kind'>> {
  const found: Array<Omit<Found, 'kind'>> = [];
  for (const match of text.matchAll(pattern)) {
    const raw = match[1] ?? '';
    const value = normalValue(raw);
    if (!/\d/.test(value)) continue;
    const index = match.index + match[0].length - raw.length;
    found.push({ value, index, end: index + value.length, labelled: true });
  }
  return found;
}

/**
 * The matter's number among several: one its sender labels as the case's or puts in the subject line beats one
 * merely mentioned ("RE: WCAB case ADJ…" in a bankruptcy notice, the originating case of an appeal); then the first.
 */
function rank(found: Found[], subjectEnd: number): Found | null {
  const score = (entry: Found) =>
    (entry.labelled ? 2 : 0) + (found.some((other) => other.value === entry.value && other.index < subjectEnd) ? 2 : 0);
  return [...found].sort((a, b) => score(b) - score(a) || a.index - b.index)[0] ?? null;
}

/** Case numbers in `text` (subject line first, then the body, as PreparedText.full is laid out). */
export function findCaseNumbers(text: string): CaseNumbers {
  const court = courtNumbers(text);
  const covered = (entry: { index: number; end: number }) => court.some((other) => entry.index < other.end && other.index < entry.end);
  const labelled = [...labelledNumbers(text, LABELLED_CASE_NUMBER), ...labelledNumbers(text, APPEAL_NUMBER)]
    .filter((entry) => !covered(entry))
    .map((entry) => ({ ...entry, kind: 'labelled' as const }));
  const claims = labelledNumbers(text, LABELLED_CLAIM_NUMBER).filter((entry) => !covered(entry));

  const cases = [...court, ...labelled];
  const firstLineEnd = text.indexOf('\n');
  const primary = rank(cases, firstLineEnd === -1 ? 0 : firstLineEnd);
  const byPosition = [...cases].sort((a, b) => a.index - b.index);
  const all = uniqueValues([...(primary ? [primary.value] : []), ...byPosition.map((entry) => entry.value), ...claims.map((entry) => entry.value)]);
  const ranges = [...cases, ...claims].map((entry): [number, number] => [entry.index, entry.end]);
  return {
    primary: primary?.value ?? null,
    all,
    ranges,
    primarySource: primary ? { start: primary.index, end: primary.end, kind: primary.kind } : null,
  };
}
