import type { Static } from 'typebox';
import type { DocumentView } from '../../domain/knowledge/views';
import { canRetryDocument, RETRIED_TOO_OFTEN_MESSAGE } from '../../domain/knowledge/ingestion-rules';
import type { AreaOptions } from '../area-options';
import { insertDocumentAndIngest, enqueueIngestion, matterForNewDocument } from './document-create';
import { findDocument, findDocumentRow } from './document-repository';
import type { CreateDocumentBody, UpdateDocumentBody } from './document-schemas';
import { badRequest, conflict, documentNotFound, KNOWLEDGE_MESSAGES } from './errors';
import { placeDocument } from './matter-recompute';
import { deleteUnusedFiles } from './stored-file-cleanup';
import { inScope, resolveScope, type KnowledgeScope } from './scope';

type Options = Pick<AreaOptions, 'db' | 'outbox'>;

function title(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest(KNOWLEDGE_MESSAGES.titleRequired);
  return trimmed;
}

/** The scope of a document the caller just wrote (its own matter, found from its folder). */
export const scopeOfNew = (userId: string, matterId: string | null): KnowledgeScope => ({ userId, matterId, folderIds: null });

/** A typed text document (seed 001 §3: type text), pending until its ingestion has indexed it. */
export async function createTextDocument({ db, outbox }: Options, userId: string, body: Static<typeof CreateDocumentBody>): Promise<DocumentView> {
  const created = await outbox.transaction((trx, intents) =>
    insertDocumentAndIngest(trx, intents, {
      userId,
      folderId: body.folderId ?? null,
      title: title(body.title),
      content: body.content,
      // Markdown is read as written, with '# Heading' lines giving the chunks their heading paths.
      mimeType: 'text/markdown',
      fileId: null,
      source: { kind: 'text' },
      metadata: body.metadata ?? {},
    }),
  );
  return findDocument(db, scopeOfNew(userId, created.matterId), created.id);
}

/** Renames or moves a document; a move takes its chunks into the new folder's matter in the same transaction. */
export async function updateDocument({ db }: Options, userId: string, documentId: string, matterId: string | undefined, changes: Static<typeof UpdateDocumentBody>): Promise<DocumentView> {
  return db.transaction().execute(async (trx) => {
    const scope = await resolveScope(trx, userId, { matterId: matterId ?? null });
    await findDocumentRow(trx, scope, documentId);
    if (changes.title !== undefined) {
      await trx.updateTable('knowledge_documents').set({ name: title(changes.title), last_updated: new Date() }).where('id', '=', documentId).where('user_id', '=', userId).execute();
    }
    let newMatter = scope.matterId;
    if (changes.folderId !== undefined) {
      newMatter = await matterForNewDocument(trx, userId, changes.folderId);
      await placeDocument(trx, userId, documentId, changes.folderId);
    }
    return findDocument(trx, scopeOfNew(userId, newMatter), documentId);
  });
}

/** Deletes a document with its chunks; the file it kept (an upload, a mail attachment) goes too unless the drive still holds it. */
export async function deleteDocument({ db }: Options, userId: string, documentId: string, matterId: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = await resolveScope(trx, userId, { matterId: matterId ?? null });
    const row = await findDocumentRow(trx, scope, documentId);
    await trx.deleteFrom('knowledge_documents').where('id', '=', documentId).where(inScope<'knowledge_documents'>(scope)).execute();
    if (row.file_id && row.source.kind !== 'drive') await deleteUnusedFiles(trx, userId, [row.file_id]);
  });
}

/**
 * A failed document tried again by hand (seed 001 §4): back to pending with retry_count + 1 and a new
 * workflow run, in one outbox transaction; at most 3 times.
 */
export async function retryDocument({ db, outbox }: Options, userId: string, documentId: string, matterId: string | undefined): Promise<DocumentView> {
  const scope = await resolveScope(db, userId, { matterId: matterId ?? null });
  await outbox.transaction(async (trx, intents) => {
    const row = await trx
      .selectFrom('knowledge_documents')
      .select(['id', 'status', 'retry_count'])
      .where('id', '=', documentId)
      .where(inScope<'knowledge_documents'>(scope))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw documentNotFound();
    if (!canRetryDocument(row.retry_count)) throw conflict(RETRIED_TOO_OFTEN_MESSAGE);
    if (row.status !== 'error') throw conflict(KNOWLEDGE_MESSAGES.onlyFailedRetried);
    const retryCount = row.retry_count + 1;
    await trx.updateTable('knowledge_documents').set({ status: 'pending', error: null, retry_count: retryCount, last_updated: new Date() }).where('id', '=', documentId).execute();
    await enqueueIngestion(intents, { documentId, userId }, retryCount);
  });
  return findDocument(db, scope, documentId);
}
