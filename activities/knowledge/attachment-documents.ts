import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { driveMimeType } from '../../domain/files/drive-mime';
import { MAX_FILE_BYTES } from '../../domain/files/limits';
import type { ParsedDocument } from '../../domain/knowledge/parsed-document';
import { saveStoredFile } from '../../api/files/stored-files';
import { insertDocumentAndIngest } from '../../api/knowledge/document-create';
import { intentsWithin } from '../../api/outbox/intents';
import type { IngestionAttempt } from './ingestion-store';

/**
 * The worker has no outbox relay of its own: intents it writes are due at once and the API's relay sends
 * them on its next sweep (as the deadline activities do).
 */
const NO_WRITER_LEASE_MS = 0;

/**
 * Files carried by an uploaded e-mail become documents of their own, beside it (same folder, same matter),
 * each with its ingestion intent, in the transaction that indexes the e-mail. One that already exists
 * (a second run, a manual retry) is not added again.
 */
export async function addAttachmentDocuments(
  trx: Transaction<Database>,
  target: IngestionAttempt,
  folderId: string | null,
  attachments: ParsedDocument['attachments'],
): Promise<number> {
  const { intents } = intentsWithin(trx, NO_WRITER_LEASE_MS);
  let added = 0;
  for (const [index, attachment] of attachments.entries()) {
    if (attachment.bytes.byteLength === 0 || attachment.bytes.byteLength > MAX_FILE_BYTES) continue;
    const existing = await trx
      .selectFrom('knowledge_documents')
      .select('id')
      .where('user_id', '=', target.userId)
      .where(sql<boolean>`metadata->>'attachedTo' = ${target.documentId}`)
      .where(sql<boolean>`metadata->>'attachmentIndex' = ${String(index)}`)
      .executeTakeFirst();
    if (existing) continue;
    const name = attachment.name.trim() || `Attachment ${index + 1}`;
    const mimeType = driveMimeType(name, attachment.mimeType);
    const fileId = await saveStoredFile(trx, { userId: target.userId, name, mimeType, bytes: attachment.bytes });
    await insertDocumentAndIngest(trx, intents, {
      userId: target.userId,
      folderId,
      title: name,
      content: '',
      mimeType,
      fileId,
      source: { kind: 'upload', fileName: name },
      metadata: { attachedTo: target.documentId, attachmentIndex: String(index), sizeBytes: attachment.bytes.byteLength },
    });
    added += 1;
  }
  return added;
}
