import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { extractCitations } from '../../../domain/legal/citations/extract';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import { compareStyle, type StyleDeviation } from '../../../domain/legal/style/compare';
import type { StyleCharacteristics } from '../../../domain/legal/types';
import { notFound } from '../../http-error';
import { checkCitations } from '../citations/check';
import { analyseOrRefuse, findStyle } from '../styles/service';
import {
  CITATION_NOT_FOUND,
  citationsOf,
  documentChanged,
  readDocument,
  replaceCitations,
  requireMatter,
  staleDocument,
  SUMMARY_COLUMNS,
  toCitation,
  toSummary,
  unchecked,
  type DocumentCitation,
  type DocumentSummary,
  type DocumentView,
} from './repository';

const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

export interface DocumentFilter {
  documentType?: string | undefined;
  status?: 'draft' | 'review' | 'final' | undefined;
  tags?: string[] | undefined;
}

/** Seed 001 §7: the person's legal documents, optionally by type, status and tags (each tag carried), newest first. */
export async function listDocuments(db: Kysely<Database>, userId: string, filter: DocumentFilter): Promise<DocumentSummary[]> {
  let query = db.selectFrom('legal_documents').select(SUMMARY_COLUMNS).where('user_id', '=', userId);
  if (filter.documentType) query = query.where('document_type', '=', filter.documentType);
  if (filter.status) query = query.where('status', '=', filter.status);
  const tags = cleanTags(filter.tags ?? []);
  if (tags.length > 0) query = query.where(sql<boolean>`tags @> ${sql.val(tags)}::text[]`);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
  return rows.map(toSummary);
}

export interface NewDocument {
  title: string;
  content?: string | undefined;
  documentType: string;
  status?: 'draft' | 'review' | 'final' | undefined;
  tags?: string[] | undefined;
  matterId?: string | null | undefined;
}

/** A document written by hand: its citations are found and stored unverified until checked. */
export async function createDocument(db: Kysely<Database>, userId: string, input: NewDocument): Promise<DocumentView> {
  const content = input.content ?? '';
  return db.transaction().execute(async (trx) => {
    await requireMatter(trx, userId, input.matterId);
    const row = await trx
      .insertInto('legal_documents')
      .values({ user_id: userId, title: input.title.trim(), content, document_type: input.documentType.trim(), status: input.status ?? 'draft', tags: cleanTags(input.tags ?? []), metadata: '{}', matter_id: input.matterId ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceCitations(trx, userId, row.id, extractCitations(content).map(unchecked), false);
    await documentChanged(trx, userId, row.id);
    return readDocument(trx, userId, row.id);
  });
}

export interface DocumentChanges {
  title?: string | undefined;
  content?: string | undefined;
  status?: 'draft' | 'review' | 'final' | undefined;
  tags?: string[] | undefined;
  matterId?: string | null | undefined;
  version: number;
}

/** An edit based on the current version (else 409); new content finds its citations again, unverified until checked. */
export async function updateDocument(db: Kysely<Database>, userId: string, id: string, changes: DocumentChanges): Promise<DocumentView> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('legal_documents').select(['version', 'content']).where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Document not found');
    if (current.version !== changes.version) throw staleDocument(current.version);
    if (changes.matterId !== undefined) await requireMatter(trx, userId, changes.matterId);
    await trx
      .updateTable('legal_documents')
      .set({
        ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        ...(changes.status !== undefined ? { status: changes.status } : {}),
        ...(changes.tags !== undefined ? { tags: cleanTags(changes.tags) } : {}),
        ...(changes.matterId !== undefined ? { matter_id: changes.matterId } : {}),
        version: current.version + 1,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (changes.content !== undefined && changes.content !== current.content) {
      await replaceCitations(trx, userId, id, extractCitations(changes.content).map(unchecked), false);
    }
    await documentChanged(trx, userId, id);
    return readDocument(trx, userId, id);
  });
}

export async function deleteDocument(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('legal_documents').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound('Document not found');
    await documentChanged(trx, userId, id);
  });
}

/** Checks the document's citations (network first), then stores the states; an edit in between is 409. */
export async function checkDocumentCitations(db: Kysely<Database>, legal: LegalServicesConfig, userId: string, id: string): Promise<DocumentCitation[]> {
  const document = await readDocument(db, userId, id);
  const checked = await checkCitations(db, legal, [{ userId, matterId: document.matterId, folderIds: null }], document.content, extractCitations(document.content));
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('legal_documents').select('version').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Document not found');
    if (current.version !== document.version) throw staleDocument(current.version);
    await replaceCitations(trx, userId, id, checked, true);
    await documentChanged(trx, userId, id);
    return citationsOf(trx, id);
  });
}

/** The person confirms a citation themselves (or takes the confirmation back). */
export async function confirmCitation(db: Kysely<Database>, userId: string, documentId: string, citationId: string, confirmed: boolean): Promise<DocumentCitation> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('citations')
      .set({ confirmed_at: confirmed ? new Date() : null })
      .where('id', '=', citationId)
      .where('document_id', '=', documentId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(CITATION_NOT_FOUND);
    await documentChanged(trx, userId, documentId);
    return toCitation(row);
  });
}

/** The document's style measured and compared with a profile of the person's. */
export async function styleCheck(db: Kysely<Database>, userId: string, id: string, styleId: string): Promise<{ deviations: StyleDeviation[]; characteristics: StyleCharacteristics }> {
  const document = await readDocument(db, userId, id);
  const style = await findStyle(db, userId, styleId);
  const characteristics = analyseOrRefuse(document.content);
  return { deviations: compareStyle(characteristics, style.characteristics), characteristics };
}
