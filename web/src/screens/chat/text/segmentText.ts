import { findCitationMarkers } from './citationMarkers';
import { rangesAt, type FlagRange } from './flagRanges';

/** A piece of a text node: plain text or a citation marker, inside a flagged sentence and/or a missing quote or not. */
export interface TextPiece {
  text: string;
  /** The numbers of a citation marker ([1] or [2, 3]); null for plain text. */
  marker: number[] | null;
  sentence: number | null;
  quote: number | null;
}

/**
 * Splits a text node's value (whose characters sit at `offsets` in the raw content) into pieces: citation markers
 * on their own, the rest cut wherever a flagged sentence or a missing quote begins or ends.
 */
export function segmentText(value: string, offsets: readonly number[], ranges: readonly FlagRange[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  const at = (index: number) => rangesAt(ranges, offsets[index] ?? 0);
  const pushText = (from: number, to: number) => {
    let start = from;
    while (start < to) {
      const key = at(start);
      let end = start + 1;
      while (end < to) {
        const next = at(end);
        if (next.sentence !== key.sentence || next.quote !== key.quote) break;
        end += 1;
      }
      pieces.push({ text: value.slice(start, end), marker: null, ...key });
      start = end;
    }
  };
  let cursor = 0;
  for (const marker of findCitationMarkers(value)) {
    pushText(cursor, marker.start);
    // A marker belongs to the sentence it ends (its first character's sentence, or the one just before it).
    const own = at(marker.start);
    const before = marker.start > 0 ? at(marker.start - 1) : own;
    pieces.push({ text: value.slice(marker.start, marker.end), marker: marker.numbers, sentence: own.sentence ?? before.sentence, quote: null });
    cursor = marker.end;
  }
  pushText(cursor, value.length);
  return pieces;
}
