import { sql } from 'kysely';
import type { FolderView } from '../../domain/knowledge/views';
import { nearestMatters, type FolderNode } from '../../domain/knowledge/folder-tree';
import type { Db, FolderRow } from './db-types';
import { caseNumbersByFolder } from './matter-case-numbers';

type FolderWithCount = FolderRow & { document_count: number };

function toFolderView(row: FolderWithCount, matterId: string | null, caseNumbers: string[]): FolderView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentId: row.parent_folder_id,
    assistantIds: row.assistant_ids,
    isMatter: row.is_matter,
    matterClient: row.matter_client,
    matterNumber: row.matter_number,
    caseNumbers,
    matterId,
    isPrivileged: row.is_privileged,
    documentCount: Number(row.document_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Every folder of the user (ids, parents, matter flags) for tree walks. */
export async function folderNodes(db: Db, userId: string): Promise<FolderNode[]> {
  const rows = await db.selectFrom('knowledge_folders').select(['id', 'parent_folder_id', 'is_matter']).where('user_id', '=', userId).execute();
  return rows.map((row) => ({ id: row.id, parentId: row.parent_folder_id, isMatter: row.is_matter }));
}

/** The user's folders as the API shows them, oldest first (the client builds the tree). */
export async function listFolders(db: Db, userId: string, onlyId?: string): Promise<FolderView[]> {
  let query = db
    .selectFrom('knowledge_folders as f')
    .selectAll('f')
    .select(sql<number>`(select count(*) from knowledge_documents d where d.folder_id = f.id and d.user_id = f.user_id)::int`.as('document_count'))
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at')
    .orderBy('f.id');
  if (onlyId) query = query.where('f.id', '=', onlyId);
  const rows = await query.execute();
  const matters = nearestMatters(await folderNodes(db, userId));
  const caseNumbers = await caseNumbersByFolder(db, userId, onlyId);
  return rows.map((row) => toFolderView(row, matters.get(row.id) ?? null, caseNumbers.get(row.id) ?? []));
}

/** One of the user's folders, or null (another user's id reads as missing). */
export async function findFolder(db: Db, userId: string, folderId: string): Promise<FolderView | null> {
  return (await listFolders(db, userId, folderId))[0] ?? null;
}
