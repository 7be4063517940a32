import type { ParsedDocument, ParsedSection } from '../../../domain/knowledge/parsed-document';
import { decodeUtf8 } from './text';

interface Heading {
  level: number;
  title: string;
  /** Offset of the heading's first line. */
  start: number;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const NOT_SETEXT_TEXT = /^ {0,3}(?:[-*+>#]|\d+[.)])|^\s*$|^ {4}/;

/** Markdown kept as written; ATX ('# Title') and setext (underlined) headings become heading paths. */
export function readMarkdown(bytes: Uint8Array): ParsedDocument {
  const text = decodeUtf8(bytes);
  return { text, pageCount: null, sections: sectionsFromHeadings(text, findHeadings(text)), attachments: [] };
}

function findHeadings(text: string): Heading[] {
  const headings: Heading[] = [];
  let fence: string | null = null;
  let offset = 0;
  let previous: { line: string; start: number; usable: boolean } | null = null;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch?.[1]?.startsWith(fence)) fence = null;
      previous = null;
      continue;
    }
    if (fenceMatch?.[1] !== undefined) {
      fence = fenceMatch[1];
      previous = null;
      continue;
    }
    const atx = ATX.exec(line);
    const setext = SETEXT.exec(line);
    if (atx?.[1] !== undefined) {
      headings.push({ level: atx[1].length, title: inlineText(atx[2] ?? ''), start });
      previous = null;
    } else if (setext?.[1] !== undefined && previous?.usable === true) {
      headings.push({ level: setext[1].startsWith('=') ? 1 : 2, title: inlineText(previous.line), start: previous.start });
      previous = null;
    } else {
      previous = { line, start, usable: !NOT_SETEXT_TEXT.test(line) };
    }
  }
  return headings.filter((heading) => heading.title !== '');
}

/** Emphasis, code marks and link targets removed: '**Facts** of [the case](x)' → 'Facts of the case'. */
function inlineText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionsFromHeadings(text: string, headings: Heading[]): ParsedSection[] {
  const sections: ParsedSection[] = [];
  const stack: Heading[] = [];
  const first = headings[0]?.start ?? text.length;
  if (first > 0) sections.push({ start: 0, end: first, page: null, headingPath: [] });
  headings.forEach((heading, i) => {
    while ((stack.at(-1)?.level ?? 0) >= heading.level) stack.pop();
    stack.push(heading);
    const end = headings[i + 1]?.start ?? text.length;
    sections.push({ start: heading.start, end, page: null, headingPath: stack.map((h) => h.title) });
  });
  return sections;
}
