/** A citation marker in an answer's text: [1] or [2, 3] (numbers of the message's sources). */
export interface CitationMarker {
  /** Where the marker is in the text (end exclusive). */
  start: number;
  end: number;
  numbers: number[];
}

/** `[1]`, `[1,2]`, `[1, 2, 3]`; not a Markdown link's text (`[1](…)`) nor a footnote reference (`[^1]`). */
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/g;

export function findCitationMarkers(text: string): CitationMarker[] {
  const markers: CitationMarker[] = [];
  for (const match of text.matchAll(MARKER)) {
    const start = match.index;
    const numbers = (match[1] ?? '').split(',').map((part) => Number(part.trim()));
    markers.push({ start, end: start + match[0].length, numbers });
  }
  return markers;
}
