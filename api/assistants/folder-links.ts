import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssistantView } from '../../domain/assistants/views';
import { ASSISTANT_MESSAGES, planFolderLinks } from '../../domain/assistants/rules';
import { notFound } from '../http-error';
import { assistantNotFound, findAssistantRow, getAssistant, type Db } from './assistant-repository';
import { badRequest } from './assistant-service';

async function addLink(db: Db, userId: string, assistantId: string, folderIds: string[]): Promise<void> {
  if (folderIds.length === 0) return;
  await db
    .updateTable('knowledge_folders')
    .set({ assistant_ids: sql<string[]>`array_append(assistant_ids, ${assistantId}::uuid)`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', 'in', folderIds)
    // Already linked changes nothing (seed §4).
    .where((eb) => eb.not(eb(eb.val(assistantId), '=', eb.fn.any('assistant_ids'))))
    .execute();
}

async function removeLink(db: Db, userId: string, assistantId: string, folderIds: string[]): Promise<void> {
  if (folderIds.length === 0) return;
  await db
    .updateTable('knowledge_folders')
    .set({ assistant_ids: sql<string[]>`array_remove(assistant_ids, ${assistantId}::uuid)`, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', 'in', folderIds)
    .execute();
}

async function touch(db: Db, userId: string, assistantId: string): Promise<void> {
  await db.updateTable('assistants').set({ updated_at: new Date() }).where('id', '=', assistantId).where('user_id', '=', userId).execute();
}

/**
 * The link call (seed §5, §7): the folders asked for become the assistant's linked set. Both the assistant
 * and each folder must be the user's; unknown folders are skipped, and a list naming folders none of which
 * exist is refused (400) with nothing changed. An empty list unlinks every folder.
 */
export async function setLinkedFolders(db: Kysely<Database>, userId: string, assistantId: string, requested: string[]): Promise<AssistantView> {
  return db.transaction().execute(async (trx) => {
    if (!(await findAssistantRow(trx, userId, assistantId, true))) throw assistantNotFound(assistantId);
    const existing =
      requested.length === 0
        ? []
        : await trx.selectFrom('knowledge_folders').select('id').where('user_id', '=', userId).where('id', 'in', [...new Set(requested)]).execute();
    const linked = await trx
      .selectFrom('knowledge_folders')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.val(assistantId), '=', eb.fn.any('assistant_ids')))
      .execute();
    const plan = planFolderLinks({ requested, existing: new Set(existing.map((row) => row.id)), linked: new Set(linked.map((row) => row.id)) });
    if (!plan.ok) throw badRequest(plan.message);
    await addLink(trx, userId, assistantId, plan.link);
    await removeLink(trx, userId, assistantId, plan.unlink);
    if (plan.link.length > 0 || plan.unlink.length > 0) await touch(trx, userId, assistantId);
    return getAssistant(trx, userId, assistantId);
  });
}

/** Unlinks one folder; 'Folder not found' when the folder is not the user's. Not linked: nothing changes. */
export async function unlinkFolder(db: Kysely<Database>, userId: string, assistantId: string, folderId: string): Promise<AssistantView> {
  return db.transaction().execute(async (trx) => {
    if (!(await findAssistantRow(trx, userId, assistantId, true))) throw assistantNotFound(assistantId);
    const folder = await trx.selectFrom('knowledge_folders').select(['id', 'assistant_ids']).where('id', '=', folderId).where('user_id', '=', userId).executeTakeFirst();
    if (!folder) throw notFound(ASSISTANT_MESSAGES.folderNotFound);
    if (folder.assistant_ids.includes(assistantId)) {
      await removeLink(trx, userId, assistantId, [folderId]);
      await touch(trx, userId, assistantId);
    }
    return getAssistant(trx, userId, assistantId);
  });
}
