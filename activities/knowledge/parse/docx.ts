import mammoth from 'mammoth';
import type { ParsedDocument } from '../../../domain/knowledge/parsed-document';
import { htmlDocument } from './html';
import { UnreadableDocumentError } from './unreadable';

/** A Word document through mammoth's HTML (Heading 1–6 styles become h1–h6, hence heading paths). */
export async function readDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    html = result.value;
  } catch {
    throw UnreadableDocumentError.damagedDocx();
  }
  return htmlDocument(html);
}
