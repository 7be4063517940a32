import type { HighlightSpan } from './views';
import { stem } from './stemming';
import { ENGLISH_STOP_WORDS } from './stop-words';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/** Between two highlighted words: no sentence break, at most this many characters besides one stop word. */
const MAX_PUNCTUATION_GAP = 3;

interface Word {
  text: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

const isStopWord = (word: string) => ENGLISH_STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"));

/**
 * The stems a query asks for: its words less English stop words and words excluded with a leading '-'
 * (web-search syntax, as `websearch_to_tsquery` reads it).
 */
export function queryStems(query: string): Set<string> {
  const stems = new Set<string>();
  for (const word of wordsOf(query)) {
    const excluded = query[word.start - 1] === '-' && (word.start === 1 || /\s/.test(query[word.start - 2] ?? ' '));
    if (excluded || isStopWord(word.text)) continue;
    stems.add(stem(word.text));
  }
  return stems;
}

/**
 * The spans of `text` whose words match the query's (case-insensitive, by stem, stop words ignored), in
 * order, as offsets into `text` for <mark>. Matches next to each other, separated only by spaces or light
 * punctuation and at most one stop word ("permanent and stationary"), become one span.
 */
export function highlightSpans(text: string, query: string): HighlightSpan[] {
  const wanted = queryStems(query);
  if (wanted.size === 0) return [];
  const words = wordsOf(text);
  const spans: HighlightSpan[] = [];
  let lastMatch = -1;
  words.forEach((word, index) => {
    if (isStopWord(word.text) || !wanted.has(stem(word.text))) return;
    const previous = spans[spans.length - 1];
    if (previous && lastMatch >= 0 && joins(text, words, lastMatch, index)) previous.end = word.end;
    else spans.push({ start: word.start, end: word.end });
    lastMatch = index;
  });
  return spans;
}

/** Whether the words strictly between two matches are at most one stop word, with only light punctuation. */
function joins(text: string, words: readonly Word[], from: number, to: number): boolean {
  const between = words.slice(from + 1, to);
  if (between.length > 1 || between.some((word) => !isStopWord(word.text))) return false;
  const gaps = between.length === 0 ? [text.slice(words[from]!.end, words[to]!.start)] : [text.slice(words[from]!.end, between[0]!.start), text.slice(between[0]!.end, words[to]!.start)];
  return gaps.every((gap) => gap.length <= MAX_PUNCTUATION_GAP && !/[.!?;:\n]/.test(gap));
}
