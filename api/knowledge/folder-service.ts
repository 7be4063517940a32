import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { subtreeOf, wouldCreateCycle } from '../../domain/knowledge/folder-tree';
import type { FolderView } from '../../domain/knowledge/views';
import type { Db } from './db-types';
import { badRequest, folderNotFound, KNOWLEDGE_MESSAGES } from './errors';
import type { CreateFolderBody, UpdateFolderBody } from './folder-schemas';
import { findFolder, folderNodes } from './folder-repository';
import { saveCaseNumbers } from './matter-case-numbers';
import { recomputeMattersBelow } from './matter-recompute';
import { deleteUnusedFiles, ownedFilesIn } from './stored-file-cleanup';

type NewFolder = Static<typeof CreateFolderBody>;
type FolderChanges = Static<typeof UpdateFolderBody>;

function folderName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(KNOWLEDGE_MESSAGES.folderNameRequired);
  return trimmed;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function requireOwnFolder(db: Db, userId: string, folderId: string): Promise<void> {
  const row = await db.selectFrom('knowledge_folders').select('id').where('id', '=', folderId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw folderNotFound();
}

export async function createFolder(db: Kysely<Database>, userId: string, body: NewFolder): Promise<FolderView> {
  const name = folderName(body.name);
  return db.transaction().execute(async (trx) => {
    if (body.parentId) await requireOwnFolder(trx, userId, body.parentId);
    const row = await trx
      .insertInto('knowledge_folders')
      .values({
        user_id: userId,
        parent_folder_id: body.parentId ?? null,
        name,
        description: body.description?.trim() ?? '',
        assistant_ids: body.assistantIds ?? [],
        is_matter: body.isMatter ?? false,
        matter_client: blankToNull(body.matterClient),
        matter_number: blankToNull(body.matterNumber),
        is_privileged: body.isPrivileged ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveCaseNumbers(trx, userId, row.id, body.isMatter ?? false, body.caseNumbers);
    return (await findFolder(trx, userId, row.id))!;
  });
}

/** Edits a folder; a move or a matter (un)marking carries every document and chunk below along, in one transaction. */
export async function updateFolder(db: Kysely<Database>, userId: string, folderId: string, changes: FolderChanges): Promise<FolderView> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('knowledge_folders').selectAll().where('id', '=', folderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw folderNotFound();
    const moving = changes.parentId !== undefined && changes.parentId !== current.parent_folder_id;
    if (moving && changes.parentId) {
      await requireOwnFolder(trx, userId, changes.parentId);
      if (wouldCreateCycle(await folderNodes(trx, userId), folderId, changes.parentId)) throw badRequest(KNOWLEDGE_MESSAGES.folderIntoItself);
    }
    const marking = changes.isMatter !== undefined && changes.isMatter !== current.is_matter;
    await trx
      .updateTable('knowledge_folders')
      .set({
        ...(changes.name !== undefined ? { name: folderName(changes.name) } : {}),
        ...(changes.description !== undefined ? { description: changes.description.trim() } : {}),
        ...(changes.parentId !== undefined ? { parent_folder_id: changes.parentId } : {}),
        ...(changes.assistantIds !== undefined ? { assistant_ids: changes.assistantIds } : {}),
        ...(changes.isMatter !== undefined ? { is_matter: changes.isMatter } : {}),
        ...(changes.matterClient !== undefined ? { matter_client: blankToNull(changes.matterClient) } : {}),
        ...(changes.matterNumber !== undefined ? { matter_number: blankToNull(changes.matterNumber) } : {}),
        ...(changes.isPrivileged !== undefined ? { is_privileged: changes.isPrivileged } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', folderId)
      .where('user_id', '=', userId)
      .execute();
    if (moving || marking) await recomputeMattersBelow(trx, userId, folderId);
    await saveCaseNumbers(trx, userId, folderId, changes.isMatter ?? current.is_matter, changes.caseNumbers);
    return (await findFolder(trx, userId, folderId))!;
  });
}

/** Deletes a folder with its subfolders and their documents (the foreign keys cascade), and the files only they kept. */
export async function deleteFolder(db: Kysely<Database>, userId: string, folderId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireOwnFolder(trx, userId, folderId);
    const files = await ownedFilesIn(trx, userId, subtreeOf(await folderNodes(trx, userId), folderId));
    await trx.deleteFrom('knowledge_folders').where('id', '=', folderId).where('user_id', '=', userId).execute();
    await deleteUnusedFiles(trx, userId, files);
  });
}
