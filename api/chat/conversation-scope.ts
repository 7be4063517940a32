import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { folderSubtree, matterOfFolder, outsideMatters, type KnowledgeScope } from '../knowledge/scope';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where a conversation may read: the folders linked to its assistant (with their subfolders), one scope per
 * matter they lie in; with no assistant, or an assistant without folders, everything outside matters. A
 * general conversation therefore never reaches a matter.
 */
export async function conversationScopes(db: Db, userId: string, assistantId: string | null): Promise<KnowledgeScope[]> {
  if (!assistantId) return [outsideMatters(userId)];
  const folders = await db
    .selectFrom('knowledge_folders')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.val(assistantId), '=', eb.fn.any('assistant_ids')))
    .execute();
  const byMatter = new Map<string | null, Set<string>>();
  for (const folder of folders) {
    const matterId = await matterOfFolder(db, userId, folder.id);
    if (matterId === undefined) continue;
    const ids = byMatter.get(matterId) ?? new Set<string>();
    for (const id of await folderSubtree(db, userId, folder.id)) ids.add(id);
    byMatter.set(matterId, ids);
  }
  if (byMatter.size === 0) return [outsideMatters(userId)];
  return [...byMatter].map(([matterId, ids]) => ({ userId, matterId, folderIds: [...ids] }));
}

/** The assistant of one of the user's conversations (null for a general one); undefined when it is not theirs. */
export async function conversationAssistant(db: Db, userId: string, conversationId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('conversations').select('assistant_id').where('id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
  return row ? row.assistant_id : undefined;
}
