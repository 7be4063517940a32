import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../http-error';
import { templateDocx } from '../templates/service';
import { buildDocx, fillDocxTemplate } from './docx';
import { citationCleared, readDocument } from './repository';

export const unverifiedCitationsMessage = (count: number) => `${count} citation(s) not verified. Confirm each one before exporting.`;

export interface ExportedDocx {
  filename: string;
  bytes: Buffer;
}

/** A file name from the title: letters, digits, spaces, dashes and underscores; "document" when none are left. */
export function docxFilename(title: string): string {
  const base = title.replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${base || 'document'}.docx`;
}

/**
 * The document as Word: refused (409 'unverified_citations') while a citation is neither verified, found in
 * the firm's documents, nor confirmed. A template with an uploaded Word file is filled (its formatting kept)
 * with the document's fields (today's date unless a date was given), title and content; otherwise a clean document of the title and paragraphs.
 */
export async function exportDocx(db: Kysely<Database>, userId: string, id: string): Promise<ExportedDocx> {
  const document = await readDocument(db, userId, id);
  const blocking = document.citations.filter((citation) => !citationCleared(citation)).length;
  if (blocking > 0) throw new HttpError(409, 'unverified_citations', unverifiedCitationsMessage(blocking));
  const filename = docxFilename(document.title);
  const template = document.templateId ? await templateDocx(db, userId, document.templateId) : null;
  if (template) {
    const fields = (document.metadata.fields ?? {}) as Record<string, string>;
    const data = { date: new Date().toLocaleDateString('en-US', { dateStyle: 'long' }), ...fields, title: document.title, content: document.content, document_type: document.documentType };
    return { filename, bytes: fillDocxTemplate(template, data) };
  }
  return { filename, bytes: await buildDocx(document.title, document.content) };
}
