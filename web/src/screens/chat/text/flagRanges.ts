import type { CheckedCitation } from '../../../../../domain/chat/views';

/** A stretch of an answer's raw content to mark: a sentence whose citation failed the check, or a quote not found. */
export interface FlagRange {
  start: number;
  end: number;
  kind: 'sentence' | 'quote';
  /** Index of the citation in message.citations. */
  citation: number;
}

/**
 * The flagged sentences (supported === false) and, inside any citing sentence, the quotes the check did not find.
 * Offsets are clamped to the content; empty stretches are dropped. Sorted by start.
 */
export function flagRanges(content: string, citations: readonly CheckedCitation[]): FlagRange[] {
  const ranges: FlagRange[] = [];
  citations.forEach((citation, index) => {
    const start = Math.max(0, Math.min(citation.sentenceStart, content.length));
    const end = Math.max(start, Math.min(citation.sentenceEnd, content.length));
    if (end === start) return;
    if (!citation.supported) ranges.push({ start, end, kind: 'sentence', citation: index });
    for (const quote of citation.quotes) {
      if (quote.found || !quote.text) continue;
      const at = content.indexOf(quote.text, start);
      if (at !== -1 && at + quote.text.length <= end) ranges.push({ start: at, end: at + quote.text.length, kind: 'quote', citation: index });
    }
  });
  return ranges.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The flagged sentence (and the missing quote) that covers a raw offset, if any. */
export function rangesAt(ranges: readonly FlagRange[], offset: number): { sentence: number | null; quote: number | null } {
  let sentence: number | null = null;
  let quote: number | null = null;
  for (const range of ranges) {
    if (range.start > offset) break;
    if (offset >= range.end) continue;
    if (range.kind === 'sentence' && sentence === null) sentence = range.citation;
    if (range.kind === 'quote' && quote === null) quote = range.citation;
  }
  return { sentence, quote };
}
