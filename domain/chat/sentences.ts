/** Where each sentence of a text starts and ends (offsets into the text, trailing space excluded). */
export interface SentenceSpan {
  start: number;
  end: number;
}

/**
 * Abbreviations after which a period does not end a sentence: legal citations are full of them
 * ("Smith v. Jones, 12 Cal. App. 5th 34", "Lab. Code § 5502", "No. ADJ123").
 */
const ABBREVIATIONS = new Set(
  [
    'v', 'vs', 'no', 'nos', 'cal', 'app', 'supp', 'u.s', 's.ct', 'l.ed', 'f', 'f.2d', 'f.3d', 'f.4th', 'n.y', 'tex', 'ill', 'pa', 'mass',
    'inc', 'co', 'corp', 'ltd', 'llc', 'llp', 'dept', 'dist', 'div', 'ct', 'cir', 'id', 'ibid', 'cf', 'e.g', 'i.e', 'etc', 'et al', 'al',
    'lab', 'code', 'regs', 'reg', 'tit', 'sec', 'subd', 'para', 'p', 'pp', 'ch', 'art', 'mr', 'mrs', 'ms', 'dr', 'hon', 'jr', 'sr', 'st',
    'ave', 'blvd', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'approx', 'fig', 'vol', 'ed',
  ].map((word) => word.toLowerCase()),
);

/** The word (letters and inner periods) that ends right before `end`. */
function wordBefore(text: string, end: number): string {
  const match = /([\p{L}\p{N}.]+)$/u.exec(text.slice(Math.max(0, end - 12), end));
  return (match?.[1] ?? '').replace(/^\.+/, '').toLowerCase();
}

function endsWithAbbreviation(segment: string): boolean {
  const trimmed = segment.trimEnd();
  if (!trimmed.endsWith('.')) return false;
  const word = wordBefore(trimmed, trimmed.length - 1);
  // A single capital letter ("John A. Smith") or a known abbreviation.
  return ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(trimmed.slice(-2, -1)) && word.length === 1;
}

/** "[1]" or " [1][2, 3]." written after the sentence's period belongs to that sentence. */
function isOnlyMarkers(segment: string): boolean {
  return /^\s*(\[\d+(?:\s*,\s*\d+)*\]\s*)+[.;,]?\s*$/.test(segment);
}

const LEADING_MARKERS = /^\s*(?:\[\d+(?:\s*,\s*\d+)*\]\s*)+/;

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * The sentences of `text`: Intl's sentence boundaries, joined again where a boundary only follows an
 * abbreviation, and split at line breaks (Markdown list items and headings are sentences of their own).
 */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let open: SentenceSpan | null = null;
  for (const { segment, index } of segmenter.segment(text)) {
    for (const line of linesOf(segment, index)) {
      const joinsOpen: boolean = open !== null && open.end === line.start && !text.slice(open.start, open.end).includes('\n');
      if (open && joinsOpen && (endsWithAbbreviation(text.slice(open.start, open.end)) || isOnlyMarkers(text.slice(line.start, line.end)))) {
        open.end = line.end;
      } else {
        const leading: RegExpExecArray | null = open && joinsOpen ? LEADING_MARKERS.exec(text.slice(line.start, line.end)) : null;
        if (open && leading) open.end = line.start + leading[0].length;
        if (open) spans.push(open);
        open = { start: line.start + (leading?.[0].length ?? 0), end: line.end };
      }
    }
  }
  if (open) spans.push(open);
  return spans.map(trimSpan(text)).filter((span) => span.end > span.start);
}

function linesOf(segment: string, offset: number): SentenceSpan[] {
  const lines: SentenceSpan[] = [];
  let start = 0;
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] === '\n') {
      lines.push({ start: offset + start, end: offset + i + 1 });
      start = i + 1;
    }
  }
  if (start < segment.length) lines.push({ start: offset + start, end: offset + segment.length });
  return lines;
}

function trimSpan(text: string) {
  return (span: SentenceSpan): SentenceSpan => {
    let { start, end } = span;
    while (start < end && /\s/.test(text[start] ?? '')) start++;
    while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
    return { start, end };
  };
}
