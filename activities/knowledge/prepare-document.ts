import { ApplicationFailure } from '@temporalio/activity';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { chunkDocument } from '../../domain/knowledge/chunking';
import { CHUNK_TARGET_TOKENS, NO_TEXT_MESSAGE } from '../../domain/knowledge/ingestion-rules';
import type { ChunkDraft, ParsedDocument } from '../../domain/knowledge/parsed-document';
import { addAttachmentDocuments } from './attachment-documents';
import { pendingAttempt, type IngestionAttempt } from './ingestion-store';
import { parseDocument } from './parse/index';
import { UnreadableDocumentError } from './parse/unreadable';

/** Chunk rows per insert statement. */
const INSERT_BATCH = 200;

export type PrepareOutcome = { kind: 'prepared'; chunkCount: number } | { kind: 'gone' };

interface Source {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
  folderId: string | null;
  matterId: string | null;
}

async function loadSource(db: Kysely<Database>, { documentId, userId, attempt }: IngestionAttempt): Promise<Source | null> {
  const row = await db
    .selectFrom('knowledge_documents as d')
    .leftJoin('stored_files as f', (join) => join.onRef('f.id', '=', 'd.file_id').onRef('f.user_id', '=', 'd.user_id'))
    .select(['d.name', 'd.content', 'd.mime_type', 'd.file_id', 'd.folder_id', 'd.matter_id', 'f.content as file_content', 'f.name as file_name'])
    .where('d.id', '=', documentId)
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'pending')
    .where('d.retry_count', '=', attempt)
    .executeTakeFirst();
  if (!row) return null;
  if (row.file_id !== null && !row.file_content) throw ApplicationFailure.nonRetryable('The original file of this document is no longer stored.', 'UnreadableDocumentError');
  const bytes = row.file_content ? new Uint8Array(row.file_content) : new TextEncoder().encode(row.content);
  return { bytes, mimeType: row.mime_type, fileName: row.file_name ?? row.name, folderId: row.folder_id, matterId: row.matter_id };
}

/** Reads the document; a file that can never be read fails the run without retries, with the parser's message. */
async function parse(source: Source): Promise<{ parsed: ParsedDocument; chunks: ChunkDraft[] }> {
  let parsed: ParsedDocument;
  try {
    parsed = await parseDocument({ bytes: source.bytes, mimeType: source.mimeType, fileName: source.fileName });
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw ApplicationFailure.nonRetryable(error.message, 'UnreadableDocumentError');
    throw error;
  }
  const chunks = chunkDocument(parsed, { targetTokens: CHUNK_TARGET_TOKENS });
  if (chunks.length === 0) throw ApplicationFailure.nonRetryable(NO_TEXT_MESSAGE, 'UnreadableDocumentError');
  return { parsed, chunks };
}

/**
 * Parse → chunk → in ONE transaction: the old chunks out, the new ones in (not yet embedded), the
 * document's text, page and chunk counts set. Run twice, it leaves the same rows.
 */
export async function prepareDocument(db: Kysely<Database>, target: IngestionAttempt): Promise<PrepareOutcome> {
  const source = await loadSource(db, target);
  if (!source) return { kind: 'gone' };
  const { parsed, chunks } = await parse(source);
  return db.transaction().execute(async (trx) => {
    const updated = await pendingAttempt(trx, target)
      .set({ content: parsed.text, page_count: parsed.pageCount, chunk_count: chunks.length, chunks_embedded: 0, embedding: null, embedding_model: null, error: null, last_updated: new Date() })
      .returning(['folder_id', 'matter_id'])
      .executeTakeFirst();
    if (!updated) return { kind: 'gone' } as const;
    await trx.deleteFrom('knowledge_chunks').where('document_id', '=', target.documentId).execute();
    for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
      await trx
        .insertInto('knowledge_chunks')
        .values(
          chunks.slice(start, start + INSERT_BATCH).map((chunk) => ({
            document_id: target.documentId,
            user_id: target.userId,
            folder_id: updated.folder_id,
            matter_id: updated.matter_id,
            ordinal: chunk.ordinal,
            text: chunk.text,
            page: chunk.page,
            char_start: chunk.charStart,
            char_end: chunk.charEnd,
            heading_path: chunk.headingPath,
            token_count: chunk.tokenCount,
          })),
        )
        .execute();
    }
    if (parsed.attachments.length > 0) await addAttachmentDocuments(trx, target, updated.folder_id, parsed.attachments);
    return { kind: 'prepared', chunkCount: chunks.length } as const;
  });
}
