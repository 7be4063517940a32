/**
 * A document's text as the parsers read it, and the chunks made from it for the knowledge base.
 * Character offsets are UTF-16 code-unit indexes into `text` (String.prototype.slice semantics).
 */

/**
 * A span of the text that belongs to one page and one heading path. Sections are in order, do not
 * overlap, and need not cover the whole text (text outside every section is treated as one section
 * with no page and no heading).
 */
export interface ParsedSection {
  start: number;
  end: number;
  /** 1-based page number (PDF); null for formats without pages. */
  page: number | null;
  /** The headings enclosing the span, outermost first (["Facts", "The accident"]); [] when none. */
  headingPath: string[];
}

export interface ParsedDocument {
  text: string;
  /** Number of pages (PDF); null for formats without pages. */
  pageCount: number | null;
  sections: ParsedSection[];
  /** Files carried by the document (an e-mail's attachments); [] otherwise. */
  attachments: Array<{ name: string; mimeType: string; bytes: Uint8Array }>;
}

/** A piece of a document to embed and index; `text === parsed.text.slice(charStart, charEnd)`. */
export interface ChunkDraft {
  ordinal: number;
  text: string;
  page: number | null;
  charStart: number;
  charEnd: number;
  headingPath: string[];
  tokenCount: number;
}
