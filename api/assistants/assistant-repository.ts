import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AssistantsTable } from '../../db/tables/chat';
import type { AssistantView, KnowledgeBaseItem } from '../../domain/assistants/views';
import { ASSISTANT_MESSAGES } from '../../domain/assistants/rules';
import { notFound } from '../http-error';

export type Db = Kysely<Database> | Transaction<Database>;
export type AssistantRow = Selectable<AssistantsTable>;

export const assistantNotFound = (id: string) => notFound(ASSISTANT_MESSAGES.notFound(id));

/** The folders linked to each assistant (knowledge_folders.assistant_ids is the source of truth). */
async function linkedFoldersOf(db: Db, userId: string, assistantIds: string[]): Promise<Map<string, KnowledgeBaseItem[]>> {
  const byAssistant = new Map<string, KnowledgeBaseItem[]>(assistantIds.map((id) => [id, []]));
  if (assistantIds.length === 0) return byAssistant;
  const folders = await db
    .selectFrom('knowledge_folders')
    .select(['id', 'name', 'parent_folder_id', 'assistant_ids'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or(assistantIds.map((id) => eb(eb.val(id), '=', eb.fn.any('assistant_ids')))))
    .orderBy('name')
    .orderBy('id')
    .execute();
  for (const folder of folders) {
    for (const assistantId of folder.assistant_ids) {
      byAssistant.get(assistantId)?.push({ id: folder.id, name: folder.name, parent_folder_id: folder.parent_folder_id });
    }
  }
  return byAssistant;
}

function toView(row: AssistantRow, knowledgeBase: KnowledgeBaseItem[]): AssistantView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    system_prompt: row.system_prompt,
    isActive: row.is_active,
    avatar: row.avatar,
    type: row.type,
    capabilities: row.capabilities,
    knowledgeBase,
    linkedFolders: knowledgeBase.map((item) => item.id),
    model: row.model,
    temperature: Math.round(row.temperature * 1000) / 1000,
    maxTokens: row.max_tokens,
    catalogueId: row.catalogue_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function toViews(db: Db, userId: string, rows: AssistantRow[]): Promise<AssistantView[]> {
  const folders = await linkedFoldersOf(db, userId, rows.map((row) => row.id));
  return rows.map((row) => toView(row, folders.get(row.id) ?? []));
}

/** The user's active assistants, newest first (seed §4: only active ones are listed). */
export async function listActiveAssistants(db: Db, userId: string): Promise<AssistantView[]> {
  const rows = await db
    .selectFrom('assistants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return toViews(db, userId, rows);
}

/** One of the user's assistants (active or not), or null: another user's id reads as missing. */
export async function findAssistantRow(db: Db, userId: string, id: string, lock = false): Promise<AssistantRow | null> {
  let query = db.selectFrom('assistants').selectAll().where('id', '=', id).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/** One of the user's assistants as the API shows it; 'Assistant with ID … not found.' otherwise. */
export async function getAssistant(db: Db, userId: string, id: string): Promise<AssistantView> {
  const row = await findAssistantRow(db, userId, id);
  if (!row) throw assistantNotFound(id);
  const [view] = await toViews(db, userId, [row]);
  return view!;
}
