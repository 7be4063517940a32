import type { HighlightSpan } from '../../../api/knowledge';
import { highlightPieces } from './highlight';

/** The passage with its matched spans in <mark>, built as React text (never as HTML). */
export function HighlightedText({ text, spans }: { text: string; spans: readonly HighlightSpan[] }) {
  return (
    <>
      {highlightPieces(text, spans).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="kb-mark">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
