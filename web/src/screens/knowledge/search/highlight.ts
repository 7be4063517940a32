import type { HighlightSpan } from '../../../api/knowledge';

export interface TextPiece {
  text: string;
  marked: boolean;
}

/**
 * The text cut into plain and highlighted pieces by the spans (offsets into the text). Spans are
 * clipped to the text, sorted and merged where they overlap, so the pieces always add up to the text.
 */
export function highlightPieces(text: string, spans: readonly HighlightSpan[]): TextPiece[] {
  const clipped = spans
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.max(0, Math.min(end, text.length)) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: HighlightSpan[] = [];
  for (const span of clipped) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { start, end } of merged) {
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
