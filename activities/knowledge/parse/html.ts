import { Parser } from 'htmlparser2';
import type { ParsedDocument, ParsedSection } from '../../../domain/knowledge/parsed-document';
import { cleanText, decodeUtf8 } from './text';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'math', 'iframe', 'object']);
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'ul', 'ol', 'dl', 'blockquote', 'pre', 'hr', 'section', 'article', 'figure']);
const LINES = new Set(['br', 'div', 'li', 'tr', 'dt', 'dd', 'header', 'footer', 'nav', 'aside', 'main', 'caption', 'figcaption', 'address', 'form', 'fieldset', 'details', 'summary']);
const CELLS = new Set(['td', 'th']);
const HEADING = /^h([1-6])$/;

export function readHtml(bytes: Uint8Array): ParsedDocument {
  return htmlDocument(decodeUtf8(bytes));
}

/** Visible text of an HTML page: block elements on their own lines, h1–h6 as heading paths. */
export function htmlDocument(html: string): ParsedDocument {
  const out = new TextOutput();
  const headings: Array<{ level: number; title: string }> = [];
  let skipDepth = 0;
  let preDepth = 0;
  let heading: { level: number; start: number; title: string } | null = null;

  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipDepth++;
        if (skipDepth > 0) return;
        if (name === 'pre') preDepth++;
        out.blockBreak(PARAGRAPHS.has(name) ? 2 : LINES.has(name) ? 1 : 0);
        if (CELLS.has(name)) out.inline(' ', false);
        const level = HEADING.exec(name)?.[1];
        if (level !== undefined && heading === null) {
          heading = { level: Number(level), start: out.startOfNextText(), title: '' };
        }
      },
      ontext(data) {
        if (skipDepth > 0) return;
        out.inline(data, preDepth > 0);
        if (heading !== null) heading.title += data;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        const level = HEADING.exec(name)?.[1];
        if (level !== undefined && heading?.level === Number(level)) {
          const title = heading.title.replace(/\s+/g, ' ').trim();
          if (title !== '') {
            while ((headings.at(-1)?.level ?? 0) >= heading.level) headings.pop();
            headings.push({ level: heading.level, title });
            out.startSection(heading.start, headings.map((h) => h.title));
          }
          heading = null;
        }
        out.blockBreak(PARAGRAPHS.has(name) ? 2 : LINES.has(name) ? 1 : 0);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out.finish();
}

/**
 * Builds the text with collapsed whitespace and the sections, a new one at each heading. Spaces and line
 * breaks are held back until more text follows, so nothing is ever trimmed afterwards (linear time).
 */
class TextOutput {
  private readonly parts: string[] = [];
  private length = 0;
  private trailingNewlines = 0;
  private pendingBreak = 0;
  private pendingSpace = false;
  private readonly sections: ParsedSection[] = [];
  private sectionStart = 0;
  private headingPath: string[] = [];

  blockBreak(newlines: number): void {
    this.pendingBreak = Math.max(this.pendingBreak, newlines);
  }

  /** Where the next visible text will start (after any pending break). */
  startOfNextText(): number {
    this.flushBreak();
    return this.length;
  }

  inline(data: string, preformatted: boolean): void {
    const cleaned = cleanText(data);
    if (preformatted) {
      if (cleaned === '') return;
      this.flushBreak();
      this.flushSpace();
      this.emit(cleaned);
      return;
    }
    const piece = cleaned.replace(/\s+/g, ' ');
    if (piece.startsWith(' ')) this.pendingSpace = true;
    const core = piece.trim();
    if (core === '') return;
    this.flushBreak();
    this.flushSpace();
    this.emit(core);
    this.pendingSpace = piece.endsWith(' ');
  }

  startSection(at: number, headingPath: string[]): void {
    if (at > this.sectionStart) this.sections.push({ start: this.sectionStart, end: at, page: null, headingPath: this.headingPath });
    this.sectionStart = at;
    this.headingPath = headingPath;
  }

  finish(): ParsedDocument {
    const text = this.parts.join('').trimEnd();
    const sections = [...this.sections, { start: this.sectionStart, end: text.length, page: null, headingPath: this.headingPath }]
      .map((section) => ({ ...section, end: Math.min(section.end, text.length) }))
      .filter((section) => section.end > section.start);
    return { text, pageCount: null, sections, attachments: [] };
  }

  private flushBreak(): void {
    if (this.pendingBreak > 0 && this.length > 0) {
      const missing = this.pendingBreak - this.trailingNewlines;
      if (missing > 0) this.emit('\n'.repeat(missing));
      this.pendingSpace = false;
    }
    this.pendingBreak = 0;
  }

  private flushSpace(): void {
    if (this.pendingSpace && this.length > 0 && this.trailingNewlines === 0) this.emit(' ');
    this.pendingSpace = false;
  }

  private emit(piece: string): void {
    this.parts.push(piece);
    this.length += piece.length;
    let newlines = 0;
    while (newlines < piece.length && piece[piece.length - 1 - newlines] === '\n') newlines++;
    this.trailingNewlines = newlines === piece.length ? this.trailingNewlines + newlines : newlines;
  }
}
