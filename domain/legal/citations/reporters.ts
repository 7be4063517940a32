/**
 * Reporter abbreviations from Free Law Project's reporters-db (compacted into reporters.json by
 * scripts/legal/reporters-data.py): every edition and every variant spelling, resolved to its canonical edition.
 */
import data from './reporters.json' with { type: 'json' };

export interface ReporterEdition {
  /** The canonical edition abbreviation, e.g. "Cal. App. 4th". */
  edition: string;
  citeType: string;
  start: number | null;
  end: number | null;
  name: string;
}

type EditionRow = [string, number | null, number | null, string];

const editions = data.editions as unknown as Record<string, EditionRow>;
const variations = data.variations as Record<string, string>;
const laws = data.laws as unknown as Record<string, [string, string | null, string?]>;

/** The reporters-db version the data came from. */
export const REPORTERS_SOURCE: string = data.source;

const squash = (value: string): string => value.replace(/\s+/g, '');

const bySquashed = new Map<string, string>();
for (const edition of Object.keys(editions)) bySquashed.set(squash(edition), edition);
for (const [variant, canonical] of Object.entries(variations)) {
  if (variant === variant.toLowerCase()) continue; // "wl", "mt": too easily ordinary words
  const key = squash(variant);
  if (!bySquashed.has(key) && editions[canonical]) bySquashed.set(key, canonical);
}

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A spelling as a pattern: spaces optional ("Cal.App.4th" = "Cal. App. 4th"), one space or line break allowed after a period. */
function spellingPattern(spelling: string): string {
  return spelling
    .trim()
    .split(/\s+/)
    .map((token) => escape(token).replace(/\\\.(?=.)/g, '\\.\\s?'))
    .join('\\s?');
}

function alternation(spellings: Iterable<string>): string {
  const patterns = [...new Set([...spellings].map(spellingPattern))];
  patterns.sort((a, b) => b.length - a.length || a.localeCompare(b));
  return patterns.join('|');
}

const spellings = [...Object.keys(editions), ...Object.keys(variations).filter((v) => v !== v.toLowerCase())];

/** Every reporter spelling, longest first, as one regular-expression alternation (no capture groups). */
export const REPORTER_PATTERN: string = alternation(spellings);

/** The edition a spelling found in a text stands for, or undefined. */
export function reporterEdition(spelling: string): ReporterEdition | undefined {
  const edition = bySquashed.get(squash(spelling));
  if (!edition) return undefined;
  const row = editions[edition];
  if (!row) return undefined;
  return { edition, citeType: row[0], start: row[1], end: row[2], name: row[3] };
}

/** Spellings of a federal code from laws.json (e.g. "U.S.C." and its variations, "C.F.R."). */
export function lawSpellings(abbreviation: string): string[] {
  return Object.entries(laws)
    .filter(([key, row]) => key === abbreviation || row[2] === abbreviation)
    .map(([key]) => key);
}

/** An alternation of the given spellings (spaces optional), for statutes and regulations. */
export function spellingAlternation(values: string[]): string {
  return alternation(values);
}
