import { stem } from '../knowledge/stemming';
import { ENGLISH_STOP_WORDS } from '../knowledge/stop-words';
import { splitSentences } from './sentences';
import type { ChatSource, CheckedCitation, CheckedQuote, CitationProblem } from './views';

/** "[1]", "[2, 3]": the citation markers the model is told to write. */
export const CITATION_MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;
const QUOTE = /"([^"\n]{3,}?)"|“([^”\n]{3,}?)”/g;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const DIGITS = /\d+/g;
/** A Markdown list item's number and a page reference are where the passage is, not what it says. */
const LIST_NUMBER = /^\s*\d+[.)]\s/;
const PAGE_REFERENCE = /\b(?:pages?|pp?\.)\s*\d+(?:\s*[-–]\s*\d+)?/gi;

/**
 * Below this share of a sentence's content words found in its cited passages, the sentence is flagged as
 * not supported. Low on purpose: a paraphrase keeps the terms that matter, and a false flag costs the
 * reader a look while a missed one costs a filing.
 */
export const MIN_SUPPORT_OVERLAP = 0.2;
/** A sentence with fewer content words than this is not judged on overlap ("See [2]."). */
const MIN_WORDS_FOR_OVERLAP = 3;

/** The numbers cited in one marker text: "[2, 3]" → [2, 3]. */
export function markerNumbers(marker: string): number[] {
  return marker
    .replace(/[[\]]/g, '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((number) => Number.isInteger(number) && number > 0);
}

/** For string matching: case, quote marks, dashes, spaces and soft hyphens made alike. */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/\u00ad/g, '')
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A quote's pieces that must each appear: split at ellipses, outer punctuation dropped. */
function quotePieces(quote: string): string[] {
  return quote
    .split(/\.\.\.|…|\[\.\.\.\]/)
    .map((piece) => normaliseForMatch(piece).replace(/^[\s.,;:!?'"()[\]-]+|[\s.,;:!?'"()[\]-]+$/g, ''))
    .filter((piece) => piece.length > 0);
}

function quoteFound(quote: string, sourceTexts: readonly string[]): boolean {
  const pieces = quotePieces(quote);
  return pieces.length > 0 && sourceTexts.some((text) => pieces.every((piece) => text.includes(piece)));
}

function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (lower.length < 3 || ENGLISH_STOP_WORDS.has(lower) || /^\d+$/.test(lower)) continue;
    stems.add(stem(lower));
  }
  return stems;
}

/** Digit runs, so "March 3, 2027" meets "3/3/2027"; runs of zeros ("$250.00") carry nothing. */
function digitRuns(text: string): Set<string> {
  return new Set([...text.matchAll(DIGITS)].map(([run]) => run.replace(/^0+(?=\d)/, '')).filter((run) => !/^0+$/.test(run)));
}

function checkSentence(sentence: string, sources: ReadonlyMap<number, ChatSource>, allSourceTexts: readonly string[]) {
  const numbers = [...new Set([...sentence.matchAll(CITATION_MARKER)].flatMap((match) => markerNumbers(match[0])))];
  const quotesText = [...sentence.matchAll(QUOTE)].map((match) => match[1] ?? match[2] ?? '');
  if (numbers.length === 0 && quotesText.length === 0) return null;

  const problems = new Set<CitationProblem>();
  const cited = numbers.flatMap((number) => {
    const source = sources.get(number);
    if (!source) problems.add('unknown-source');
    return source ? [source] : [];
  });
  // A quote with no marker is still checked, against every source the answer was given.
  const citedTexts = numbers.length > 0 ? cited.map((source) => normaliseForMatch(source.text)) : allSourceTexts;
  const quotes: CheckedQuote[] = quotesText.map((text) => ({ text, found: quoteFound(text, citedTexts) }));
  if (quotes.some((quote) => !quote.found)) problems.add('quote-not-found');

  if (cited.length > 0) {
    const claim = sentence.replace(CITATION_MARKER, ' ').replace(QUOTE, ' ').replace(LIST_NUMBER, ' ').replace(PAGE_REFERENCE, ' ');
    const sourceDigits = new Set(cited.flatMap((source) => [...digitRuns(`${source.documentTitle} ${source.text}`)]));
    if ([...digitRuns(claim)].some((run) => !sourceDigits.has(run))) problems.add('figures-differ');
    const claimStems = contentStems(claim);
    const sourceStems = new Set(cited.flatMap((source) => [...contentStems(source.text)]));
    const shared = [...claimStems].filter((word) => sourceStems.has(word)).length;
    const quotedAndFound = quotes.length > 0 && quotes.every((quote) => quote.found);
    if (!quotedAndFound && claimStems.size >= MIN_WORDS_FOR_OVERLAP && shared / claimStems.size < MIN_SUPPORT_OVERLAP) problems.add('not-supported');
  }
  if (numbers.length === 0 && !problems.has('quote-not-found')) return null;
  return { sources: numbers, quotes, problems: [...problems] };
}

/**
 * Checks every sentence of an answer that cites a source or quotes: each marker must name a source the
 * answer was given; each quoted passage must be, word for word, in a cited source (in any source when the
 * sentence cites none); the sentence's numbers and dates must be in its sources; and it must share some
 * of its content words with them. A sentence failing any check is flagged, never dropped.
 */
export function checkCitations(content: string, sources: readonly ChatSource[]): CheckedCitation[] {
  const byNumber = new Map(sources.map((source) => [source.number, source]));
  const allTexts = sources.map((source) => normaliseForMatch(source.text));
  const citations: CheckedCitation[] = [];
  for (const span of splitSentences(content)) {
    const checked = checkSentence(content.slice(span.start, span.end), byNumber, allTexts);
    if (!checked) continue;
    citations.push({ sentenceStart: span.start, sentenceEnd: span.end, ...checked, supported: checked.problems.length === 0 });
  }
  return citations;
}
