import type { DocumentView } from '../../domain/knowledge/views';
import type { AreaOptions } from '../area-options';
import { notFound } from '../http-error';
import { insertDocumentAndIngest } from './document-create';
import { findDocument } from './document-repository';
import { scopeOfNew } from './document-service';
import { KNOWLEDGE_MESSAGES } from './errors';

/** A file of the user's drive added to the knowledge base: the document points at the same stored bytes. */
export async function createDocumentFromDrive({ db, outbox }: Pick<AreaOptions, 'db' | 'outbox'>, userId: string, driveItemId: string, folderId: string | null): Promise<DocumentView> {
  const created = await outbox.transaction(async (trx, intents) => {
    const item = await trx
      .selectFrom('drive_items as i')
      .innerJoin('stored_files as f', 'f.id', 'i.file_id')
      .select(['i.id', 'i.name', 'i.file_id', 'f.mime_type'])
      .where('i.id', '=', driveItemId)
      .where('i.user_id', '=', userId)
      .where('f.user_id', '=', userId)
      .where('i.kind', '=', 'file')
      .where('i.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!item?.file_id) throw notFound(KNOWLEDGE_MESSAGES.driveItemNotFound);
    return insertDocumentAndIngest(trx, intents, {
      userId,
      folderId,
      title: item.name,
      content: '',
      mimeType: item.mime_type,
      fileId: item.file_id,
      source: { kind: 'drive', driveItemId: item.id },
      metadata: {},
    });
  });
  return findDocument(db, scopeOfNew(userId, created.matterId), created.id);
}
