/**
 * Reads a document's bytes into text with its pages and heading paths (for chunkDocument). The format is
 * chosen by the file name's extension when it is a known one, else by the MIME type. Anything that cannot
 * be read throws UnreadableDocumentError with a message for the user; no library error escapes.
 */
import type { ParsedDocument } from '../../../domain/knowledge/parsed-document';
import { readDocx } from './docx';
import { readEmail } from './email';
import { readHtml } from './html';
import { readMarkdown } from './markdown';
import { readPdf } from './pdf';
import { readPlainText } from './text';
import { fileExtension, UnreadableDocumentError } from './unreadable';

export { UnreadableDocumentError } from './unreadable';

export interface DocumentBytes {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

type Format = 'pdf' | 'docx' | 'email' | 'html' | 'markdown' | 'text';

const BY_EXTENSION: Record<string, Format> = {
  pdf: 'pdf',
  docx: 'docx',
  eml: 'email',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
};

const BY_MIME_TYPE: Record<string, Format> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'message/rfc822': 'email',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
};

const READERS: Record<Format, (bytes: Uint8Array) => ParsedDocument | Promise<ParsedDocument>> = {
  pdf: readPdf,
  docx: readDocx,
  email: readEmail,
  html: readHtml,
  markdown: readMarkdown,
  text: readPlainText,
};

export async function parseDocument(input: DocumentBytes): Promise<ParsedDocument> {
  const format = formatOf(input.fileName, input.mimeType);
  if (format === null) throw UnreadableDocumentError.unsupportedType(input.fileName, input.mimeType);
  try {
    return await READERS[format](input.bytes);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw damaged(format);
  }
}

/** The format a file is read as, or null when it is not supported. */
export function formatOf(fileName: string, mimeType: string): Format | null {
  const extension = fileExtension(fileName);
  const byExtension = extension !== null ? BY_EXTENSION[extension] : undefined;
  if (byExtension !== undefined) return byExtension;
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return BY_MIME_TYPE[essence] ?? null;
}

function damaged(format: Format): UnreadableDocumentError {
  if (format === 'pdf') return UnreadableDocumentError.damagedPdf();
  if (format === 'docx') return UnreadableDocumentError.damagedDocx();
  return new UnreadableDocumentError('This file could not be read: it may be damaged.');
}
