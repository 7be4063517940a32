import { driveMimeType } from '../../domain/files/drive-mime';
import type { DocumentView } from '../../domain/knowledge/views';
import type { AreaOptions } from '../area-options';
import { saveStoredFile } from '../files/stored-files';
import { insertDocumentAndIngest } from './document-create';
import { findDocument } from './document-repository';
import { scopeOfNew } from './document-service';
import { badRequest } from './errors';

export const EMPTY_FILE_MESSAGE = 'This file is empty, so there is nothing to add.';

export interface Upload {
  name: string;
  folderId: string | null;
  type: string | undefined;
  bytes: Buffer;
}

/** An uploaded file: its bytes, the document and its ingestion are one transaction. */
export async function createUploadedDocument({ db, outbox }: Pick<AreaOptions, 'db' | 'outbox'>, userId: string, upload: Upload): Promise<DocumentView> {
  if (upload.bytes.byteLength === 0) throw badRequest(EMPTY_FILE_MESSAGE);
  const name = upload.name.trim();
  const mimeType = driveMimeType(name, upload.type);
  const created = await outbox.transaction(async (trx, intents) => {
    const fileId = await saveStoredFile(trx, { userId, name, mimeType, bytes: upload.bytes });
    return insertDocumentAndIngest(trx, intents, {
      userId,
      folderId: upload.folderId,
      title: name,
      content: '',
      mimeType,
      fileId,
      source: { kind: 'upload', fileName: name },
      metadata: { sizeBytes: upload.bytes.byteLength },
    });
  });
  return findDocument(db, scopeOfNew(userId, created.matterId), created.id);
}
