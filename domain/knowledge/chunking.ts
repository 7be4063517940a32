/**
 * Cuts a parsed document into chunks of about 300 tokens for embedding and search.
 *
 * - Tokens are estimated as ceil(characters / 4) (the usual figure for English with BPE/WordPiece
 *   tokenisers); `tokenCount` on each chunk is that estimate.
 * - A chunk never crosses a section (a heading's span or a page), so each has one page and one heading
 *   path. A section that is nothing but its heading line (a heading directly followed by a sub-heading)
 *   is joined to the section right after it when that one lies under the same headings on the same page,
 *   taking its deeper heading path.
 * - Inside a section a chunk ends at the last paragraph break that keeps it at most `targetTokens` long,
 *   else the last sentence end, else the last line end, else the last space; a word is cut only when it
 *   alone is longer than `maxTokens`. A short last piece of a section is merged into the chunk before it
 *   (up to `maxTokens`).
 * - Chunk spans are trimmed by moving them, never by editing text: chunk.text === text.slice(charStart,
 *   charEnd). Whitespace-only spans make no chunk. Runs in time linear in the text's length.
 */
import type { ChunkDraft, ParsedDocument, ParsedSection } from './parsed-document';

export interface ChunkOptions {
  /** Size to aim for; default 300. */
  targetTokens?: number;
  /** Hard ceiling (only a single longer word is cut); default targetTokens × 4/3. */
  maxTokens?: number;
}

export const DEFAULT_TARGET_TOKENS = 300;
const CHARS_PER_TOKEN = 4;
/** Room for Markdown around a heading's title ('### ', a setext underline). */
const HEADING_MARKUP_SLACK = 80;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

interface Span {
  start: number;
  end: number;
}

interface Limits {
  targetChars: number;
  maxChars: number;
  /** A chunk is not ended at a paragraph/sentence/line break before this many characters. */
  minFillChars: number;
  /** A piece shorter than this is "small" (merged into a neighbour). */
  smallChars: number;
}

export function chunkDocument(parsed: Pick<ParsedDocument, 'text' | 'sections'>, options: ChunkOptions = {}): ChunkDraft[] {
  const targetTokens = Math.max(1, Math.floor(options.targetTokens ?? DEFAULT_TARGET_TOKENS));
  const maxTokens = Math.max(targetTokens, Math.floor(options.maxTokens ?? Math.ceil((targetTokens * 4) / 3)));
  const targetChars = targetTokens * CHARS_PER_TOKEN;
  const limits: Limits = {
    targetChars,
    maxChars: maxTokens * CHARS_PER_TOKEN,
    minFillChars: Math.floor(targetChars / 2),
    smallChars: Math.floor(targetChars / 4),
  };
  const { text } = parsed;
  const chunks: ChunkDraft[] = [];
  for (const section of joinHeadingOnlySections(text, normaliseSections(text, parsed.sections))) {
    for (const span of mergeSmallTail(splitSection(text, section, limits), limits)) {
      const chunkText = text.slice(span.start, span.end);
      chunks.push({
        ordinal: chunks.length,
        text: chunkText,
        page: section.page,
        charStart: span.start,
        charEnd: span.end,
        headingPath: [...section.headingPath],
        tokenCount: estimateTokens(chunkText),
      });
    }
  }
  return chunks;
}

/** Sections in order, clamped to the text, without overlaps, gaps filled by sections with no page or heading. */
function normaliseSections(text: string, sections: readonly ParsedSection[]): ParsedSection[] {
  const sorted = sections
    .map((s, index) => ({ s, index }))
    .sort((a, b) => a.s.start - b.s.start || a.index - b.index)
    .map(({ s }) => s);
  const result: ParsedSection[] = [];
  let cursor = 0;
  for (const section of sorted) {
    const start = clamp(Math.max(section.start, cursor), 0, text.length);
    const end = clamp(section.end, start, text.length);
    if (end === start) continue;
    if (start > cursor) result.push({ start: cursor, end: start, page: null, headingPath: [] });
    result.push({ start, end, page: section.page, headingPath: section.headingPath });
    cursor = end;
  }
  if (cursor < text.length) result.push({ start: cursor, end: text.length, page: null, headingPath: [] });
  return result;
}

/**
 * A section that is only its heading line (the heading goes straight into a sub-heading) is joined to the
 * next section when that one lies under it on the same page; the joined section takes the deeper path.
 */
function joinHeadingOnlySections(text: string, sections: ParsedSection[]): ParsedSection[] {
  const result: ParsedSection[] = [];
  let pending: ParsedSection | null = null;
  for (const section of sections) {
    const current: ParsedSection = pending !== null && liesUnder(section, pending) ? { ...section, start: pending.start } : section;
    if (pending !== null && current === section) result.push(pending);
    pending = isHeadingOnly(text, current) ? current : null;
    if (pending === null) result.push(current);
  }
  if (pending !== null) result.push(pending);
  return result;
}

/** The section holds nothing but its own heading ('# Facts', 'Facts\n=====', 'Facts'). */
function isHeadingOnly(text: string, section: ParsedSection): boolean {
  const title = section.headingPath.at(-1);
  if (title === undefined) return false;
  const { start, end } = trimSpan(text, section);
  if (end - start > title.length + HEADING_MARKUP_SLACK) return false;
  return !/[\p{L}\p{N}]/u.test(text.slice(start, end).replace(title, ''));
}

function liesUnder(section: ParsedSection, parent: ParsedSection): boolean {
  return (
    section.page === parent.page &&
    section.headingPath.length >= parent.headingPath.length &&
    parent.headingPath.every((heading, i) => section.headingPath[i] === heading)
  );
}

function splitSection(text: string, section: Span, limits: Limits): Span[] {
  const spans: Span[] = [];
  let pos = skipSpace(text, section.start, section.end);
  while (pos < section.end) {
    const brk = section.end - pos <= limits.targetChars ? section.end : breakPoint(text, pos, section.end, limits);
    const span = trimSpan(text, { start: pos, end: brk });
    if (span.end > span.start) spans.push(span);
    pos = skipSpace(text, brk, section.end);
  }
  return spans;
}

/** Where a chunk starting at `pos` (not whitespace) ends; more than `targetChars` of the section remain. */
function breakPoint(text: string, pos: number, end: number, limits: Limits): number {
  const hi = pos + limits.targetChars;
  const lo = pos + limits.minFillChars;
  for (const isBreak of [isParagraphBreak, isSentenceBreak, isLineBreak]) {
    const found = lastIndexWhere(text, lo, hi, isBreak);
    if (found > pos) return found;
  }
  const space = lastIndexWhere(text, pos + 1, hi, isSpaceAt);
  if (space > pos) return space;
  const ceiling = Math.min(end, pos + limits.maxChars);
  for (let i = hi + 1; i < ceiling; i++) if (isSpaceAt(text, i)) return i;
  return ceiling < end && isLowSurrogate(text.charCodeAt(ceiling)) ? ceiling - 1 : ceiling;
}

/** The short last piece of a section goes into the chunk before it when that stays within maxChars. */
function mergeSmallTail(spans: Span[], limits: Limits): Span[] {
  const last = spans.at(-1);
  const previous = spans.at(-2);
  if (last === undefined || previous === undefined) return spans;
  if (last.end - last.start >= limits.smallChars || last.end - previous.start > limits.maxChars) return spans;
  return [...spans.slice(0, -2), { start: previous.start, end: last.end }];
}

function lastIndexWhere(text: string, lo: number, hi: number, test: (text: string, i: number) => boolean): number {
  for (let i = hi; i >= lo; i--) if (test(text, i)) return i;
  return -1;
}

const SPACE = /\s/;

function isSpaceAt(text: string, i: number): boolean {
  const ch = text[i];
  return ch !== undefined && SPACE.test(ch);
}

function isLineBreak(text: string, i: number): boolean {
  return text[i] === '\n';
}

/** A newline followed by a blank line. */
function isParagraphBreak(text: string, i: number): boolean {
  if (text[i] !== '\n') return false;
  let j = i + 1;
  while (text[j] === ' ' || text[j] === '\t' || text[j] === '\r') j++;
  return text[j] === '\n';
}

const CLOSERS = new Set(['"', "'", ')', ']', '\u201d', '\u2019', '»']);
const TERMINATORS = new Set(['.', '!', '?', '\u2026']);
/** Words ending in a full stop that rarely end a sentence (legal citations are full of them). */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'no', 'nos', 'v', 'vs', 'inc', 'ltd', 'co', 'corp', 'art', 'sec', 'para', 'e.g', 'i.e', 'cf', 'etc', 'st', 'jr', 'sr', 'al', 'p', 'pp', 'u.s', 'u.s.c', 'f', 'cal']);

/** Whitespace right after a sentence terminator (optionally followed by closing quotes or brackets). */
function isSentenceBreak(text: string, i: number): boolean {
  if (!isSpaceAt(text, i)) return false;
  let j = i - 1;
  while (j >= 0 && CLOSERS.has(text[j] ?? '')) j--;
  const terminator = text[j];
  if (terminator === undefined || !TERMINATORS.has(terminator)) return false;
  if (terminator !== '.') return true;
  let k = j - 1;
  while (k >= 0 && k > j - 8 && !isSpaceAt(text, k)) k--;
  const word = text.slice(k + 1, j).toLowerCase();
  return !ABBREVIATIONS.has(word) && !/^[a-z]$/.test(word);
}

function skipSpace(text: string, from: number, end: number): number {
  let i = from;
  while (i < end && isSpaceAt(text, i)) i++;
  return i;
}

function trimSpan(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && isSpaceAt(text, start)) start++;
  while (end > start && isSpaceAt(text, end - 1)) end--;
  return { start, end };
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function clamp(value: number, lo: number, hi: number): number {
  return Math.min(Math.max(value, lo), hi);
}
