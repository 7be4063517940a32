import type { ParsedDocument } from '../../../domain/knowledge/parsed-document';
import { UnreadableDocumentError } from './unreadable';

/** Strict UTF-8 (a leading byte-order mark is dropped); invalid bytes make the document unreadable. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return cleanText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw UnreadableDocumentError.notUtf8();
  }
}

/** NUL characters removed (Postgres text cannot hold them) and line ends made "\n". */
export function cleanText(text: string): string {
  return text.replace(/\0/g, '').replace(/\r\n?/g, '\n');
}

/** A document with no pages and no headings: one section over the whole text. */
export function plainDocument(text: string, attachments: ParsedDocument['attachments'] = []): ParsedDocument {
  return {
    text,
    pageCount: null,
    sections: text.length > 0 ? [{ start: 0, end: text.length, page: null, headingPath: [] }] : [],
    attachments,
  };
}

export function readPlainText(bytes: Uint8Array): ParsedDocument {
  return plainDocument(decodeUtf8(bytes));
}
