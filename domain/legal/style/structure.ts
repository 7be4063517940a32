import { IRAC_MARKERS, PARC_MARKERS } from './vocabulary';

type Markers = readonly (readonly string[])[];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A heading line naming one of the words: "Issue", "II. Rule", "C) Analysis:", or "Conclusion: …" opening a paragraph. */
function headingPattern(words: readonly string[]): RegExp {
  const alternatives = words.map(escape).join('|');
  return new RegExp(`^\\s*(?:(?:[ivxlc]+|\\d+|[a-z])[.)]\\s*)?(?:${alternatives})\\s*(?::.*)?$`, 'i');
}

/** The four headings appear on their own lines (or as "Heading:" openings), in this order. */
export function headingsInOrder(text: string, markers: Markers): boolean {
  const lines = text.split(/\r?\n/);
  let from = 0;
  for (const words of markers) {
    const pattern = headingPattern(words);
    const at = lines.findIndex((line, index) => index >= from && pattern.test(line));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** How many of the four markers appear anywhere as whole words. */
export function markersPresent(text: string, markers: Markers): number {
  return markers.filter((words) => new RegExp(`\\b(?:${words.map(escape).join('|')})\\b`, 'i').test(text)).length;
}

/** Seed 001 §5: the four headings in order, or at least 3 of the markers. */
export function usesStructure(text: string, markers: Markers): boolean {
  return headingsInOrder(text, markers) || markersPresent(text, markers) >= 3;
}

export function argumentStructure(text: string): { usesIRACMethod: boolean; usesPARCMethod: boolean } {
  return { usesIRACMethod: usesStructure(text, IRAC_MARKERS), usesPARCMethod: usesStructure(text, PARC_MARKERS) };
}
