import { sql } from 'kysely';
import type { Db } from './db-types';

/** The files kept for documents in these folders that the knowledge base owns (uploads, mail), not the drive's. */
export async function ownedFilesIn(trx: Db, userId: string, folderIds: readonly string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const rows = await trx
    .selectFrom('knowledge_documents')
    .select('file_id')
    .where('user_id', '=', userId)
    .where('folder_id', 'in', folderIds)
    .where('file_id', 'is not', null)
    .where(sql<boolean>`source->>'kind' <> 'drive'`)
    .execute();
  return rows.flatMap((row) => (row.file_id ? [row.file_id] : []));
}

/** Deletes the user's stored files no document and no drive item uses any more. */
export async function deleteUnusedFiles(trx: Db, userId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await trx
    .deleteFrom('stored_files as s')
    .where('s.id', 'in', fileIds)
    .where('s.user_id', '=', userId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('drive_items as i').select('i.id').whereRef('i.file_id', '=', 's.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('knowledge_documents as d').select('d.id').whereRef('d.file_id', '=', 's.id'))))
    .execute();
}
