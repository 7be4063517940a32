import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CitationRow, LegalDocumentRow } from '../../../db/tables/legal';
import type { CheckedLegalCitation, CitationKind, FoundCitation } from '../../../domain/legal/types';
import { HttpError, notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { MATTER_NOT_FOUND } from '../../knowledge/scope';
import type { DocumentCitation, LegalDocumentSummary as DocumentSummary, LegalDocumentView as DocumentView } from '../../../domain/legal/views';

export type { DocumentCitation, DocumentSummary, DocumentView };

export type Db = Kysely<Database> | Transaction<Database>;

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const CITATION_NOT_FOUND = 'Citation not found';
export const NOT_CHECKED_MESSAGE = 'Not checked yet.';

export const staleDocument = (current: number) =>
  new HttpError(409, 'document_version_conflict', `This document was changed elsewhere (it is now at version ${current}). Reload it and make your change again.`);


export const SUMMARY_COLUMNS = ['id', 'title', 'document_type', 'status', 'tags', 'template_id', 'style_id', 'matter_id', 'version', 'created_at', 'updated_at'] as const;

export const toSummary = (row: Pick<LegalDocumentRow, (typeof SUMMARY_COLUMNS)[number]>): DocumentSummary => ({
  id: row.id,
  title: row.title,
  documentType: row.document_type,
  status: row.status,
  tags: row.tags,
  templateId: row.template_id,
  styleId: row.style_id,
  matterId: row.matter_id,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A citation may be exported when a source verified it, the firm's documents hold it, or the person confirmed it. */
export const citationCleared = (citation: Pick<DocumentCitation, 'state' | 'confirmedAt'>) =>
  citation.state === 'verified' || citation.state === 'in_firm_documents' || citation.confirmedAt !== null;

export function toCitation(row: CitationRow): DocumentCitation {
  const { parts, antecedent, ...detail } = row.detail as { parts?: FoundCitation['parts']; antecedent?: number; message?: string } & Record<string, unknown>;
  return {
    id: row.id,
    text: row.citation_text,
    kind: row.kind as CitationKind,
    start: row.start_index,
    end: row.end_index,
    normalized: row.normalized,
    parts: parts ?? {},
    ...(antecedent === undefined ? {} : { antecedent }),
    state: row.state,
    source: row.source,
    url: row.url,
    detail: { ...detail, message: typeof detail.message === 'string' ? detail.message : NOT_CHECKED_MESSAGE } as CheckedLegalCitation['detail'],
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

export async function citationsOf(db: Db, documentId: string): Promise<DocumentCitation[]> {
  const rows = await db.selectFrom('citations').selectAll().where('document_id', '=', documentId).orderBy('start_index').orderBy('id').execute();
  return rows.map(toCitation);
}

/** The person's document with its citations; another person's is not found. */
export async function readDocument(db: Db, userId: string, id: string): Promise<DocumentView> {
  const row = await db.selectFrom('legal_documents').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const citations = await citationsOf(db, id);
  return { ...toSummary(row), content: row.content, metadata: row.metadata, citations, exportReady: citations.every(citationCleared) };
}

/** An unchecked citation: what extraction found, unverified until checked. */
export const unchecked = (found: FoundCitation): CheckedLegalCitation => ({ ...found, state: 'unverified', source: null, url: null, detail: { message: NOT_CHECKED_MESSAGE } });

/**
 * Replaces the document's citations. A citation at the same place with the same text keeps the person's
 * confirmation; `checked` says whether these states came from a check (checked_at is set).
 */
export async function replaceCitations(trx: Transaction<Database>, userId: string, documentId: string, citations: readonly CheckedLegalCitation[], checked: boolean): Promise<void> {
  const before = await trx.selectFrom('citations').select(['start_index', 'normalized', 'confirmed_at']).where('document_id', '=', documentId).execute();
  const confirmed = new Map(before.filter((row) => row.confirmed_at).map((row) => [`${row.start_index}:${row.normalized}`, row.confirmed_at]));
  await trx.deleteFrom('citations').where('document_id', '=', documentId).execute();
  if (citations.length === 0) return;
  const now = new Date();
  await trx
    .insertInto('citations')
    .values(
      citations.map((c) => ({
        user_id: userId,
        document_id: documentId,
        citation_text: c.text,
        normalized: c.normalized,
        kind: c.kind,
        start_index: c.start,
        end_index: c.end,
        state: c.state,
        source: c.source,
        url: c.url,
        detail: JSON.stringify({ ...c.detail, parts: c.parts, ...(c.antecedent === undefined ? {} : { antecedent: c.antecedent }) }),
        checked_at: checked ? now : null,
        confirmed_at: confirmed.get(`${c.start}:${c.normalized}`) ?? null,
      })),
    )
    .execute();
}

/** A matter the person owns (a knowledge folder marked as a matter); another's, or none such, is 404 'Matter not found'. */
export async function requireMatter(db: Db, userId: string, matterId: string | null | undefined): Promise<void> {
  if (!matterId) return;
  const matter = await db.selectFrom('knowledge_folders').select('id').where('id', '=', matterId).where('user_id', '=', userId).where('is_matter', '=', true).executeTakeFirst();
  if (!matter) throw notFound(MATTER_NOT_FOUND);
}

export const documentChanged = (trx: Transaction<Database>, userId: string, documentId: string) => publishLive(trx, userId, 'legal.changed', { documentId });
