import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { fileTooLargeMessage, MAX_FILE_BYTES } from '../../domain/files/limits';
import { HttpError } from '../http-error';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewStoredFile {
  userId: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** Keeps a file's bytes (shared by the drive and the knowledge base); refuses more than MAX_FILE_BYTES. */
export async function saveStoredFile(db: Db, file: NewStoredFile): Promise<string> {
  if (file.bytes.byteLength > MAX_FILE_BYTES) throw new HttpError(413, 'file_too_large', fileTooLargeMessage());
  const row = await db
    .insertInto('stored_files')
    .values({
      user_id: file.userId,
      name: file.name,
      mime_type: file.mimeType,
      size_bytes: file.bytes.byteLength,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  content: Buffer;
}

/** The user's own stored file, or null (another user's id reads as missing). */
export async function readStoredFile(db: Db, userId: string, fileId: string): Promise<StoredFile | null> {
  const row = await db
    .selectFrom('stored_files')
    .select(['id', 'name', 'mime_type', 'size_bytes', 'content'])
    .where('id', '=', fileId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, mimeType: row.mime_type, sizeBytes: row.size_bytes, content: row.content } : null;
}
