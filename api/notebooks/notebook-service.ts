import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { LoadedNotebook } from '../../domain/notebooks/loader';
import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import { importedContent } from '../../domain/notebooks/rich-text';
import { normaliseNotebookTags } from '../../domain/notebooks/rules';
import type { BlockType, Notebook, NotebookSummary } from '../../domain/notebooks/views';
import { storedContent } from './content';
import { editNotebook, notebookChanged } from './edit';
import { badRequest, notebookNotFound } from './errors';
import { blocksOf, findOwnNotebook, NOTEBOOK_COLUMNS, readNotebook, sectionsOf, toSummary } from './repository';

export interface NotebookFilter {
  search?: string | undefined;
  favorites?: boolean;
  /** true: archived only; false: not archived; undefined: both. */
  archived?: boolean | undefined;
  templates?: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The user's notebooks, most recently changed first; `search` matches title, description, tags and block text. */
export async function listNotebooks(db: Kysely<Database>, userId: string, filter: NotebookFilter): Promise<NotebookSummary[]> {
  let query = db.selectFrom('notebooks').select(NOTEBOOK_COLUMNS).where('user_id', '=', userId);
  if (filter.favorites) query = query.where('is_favorite', '=', true);
  if (filter.templates) query = query.where('is_template', '=', true);
  if (filter.archived !== undefined) query = query.where('is_archived', '=', filter.archived);
  const search = filter.search?.trim();
  if (search) {
    const terms = sql`websearch_to_tsquery('english', ${search})`;
    query = query.where((eb) =>
      eb.or([
        eb('title', 'ilike', likePattern(search)),
        sql<boolean>`to_tsvector('english', notebooks.title || ' ' || notebooks.description || ' ' || array_to_string(notebooks.tags, ' ')) @@ ${terms}`,
        sql<boolean>`exists (select 1 from notebook_blocks b join notebook_sections s on s.id = b.section_id where s.notebook_id = notebooks.id and to_tsvector('english', b.plain_text) @@ ${terms})`,
      ]),
    );
  }
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id').limit(500).execute();
  return rows.map(toSummary);
}

/** The notebook, noting that it was opened now (not an edit: the version stays). */
export async function openNotebook(db: Kysely<Database>, userId: string, notebookId: string): Promise<Notebook> {
  const touched = await db.updateTable('notebooks').set({ last_accessed: new Date() }).where('id', '=', notebookId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (!touched) throw notebookNotFound();
  return readNotebook(db, userId, notebookId);
}

async function requireOwnFolder(db: Kysely<Database>, userId: string, folderId: string | null | undefined): Promise<void> {
  if (!folderId) return;
  const folder = await db.selectFrom('knowledge_folders').select('id').where('id', '=', folderId).where('user_id', '=', userId).executeTakeFirst();
  if (!folder) throw badRequest('That folder is not one of your knowledge-base folders.');
}

export interface NewBlock {
  type: BlockType;
  content: unknown;
}

/** Writes a section and its blocks (orders 0, 1, …). */
export async function insertSection(trx: Transaction<Database>, notebookId: string, title: string, order: number, blocks: readonly NewBlock[] = []): Promise<string> {
  const section = await trx.insertInto('notebook_sections').values({ notebook_id: notebookId, title, order }).returning('id').executeTakeFirstOrThrow();
  for (const [index, block] of blocks.entries()) {
    const stored = storedContent(block.type, block.content);
    await trx.insertInto('notebook_blocks').values({ section_id: section.id, type: block.type, content: stored.content, plain_text: stored.plainText, order: index }).execute();
  }
  return section.id;
}

export interface NewNotebook {
  title?: string | undefined;
  description?: string | undefined;
  tags?: string[] | undefined;
  icon?: string | null | undefined;
  color?: string | null | undefined;
  folderId?: string | null | undefined;
  templateId?: string | undefined;
}

/** A new notebook (§4: not a favourite, not archived, version 1); from a template, a copy of its sections and blocks. */
export async function createNotebook(db: Kysely<Database>, userId: string, input: NewNotebook): Promise<Notebook> {
  return db.transaction().execute(async (trx) => {
    await requireOwnFolder(trx, userId, input.folderId);
    const template = input.templateId ? await trx.selectFrom('notebooks').select(NOTEBOOK_COLUMNS).where('id', '=', input.templateId).where('user_id', '=', userId).where('is_template', '=', true).executeTakeFirst() : undefined;
    if (input.templateId && !template) throw badRequest(NOTEBOOK_MESSAGES.templateNotFound);
    const title = input.title?.trim() || template?.title || 'Untitled';
    const row = await trx
      .insertInto('notebooks')
      .values({
        user_id: userId,
        title,
        description: input.description ?? template?.description ?? '',
        tags: normaliseNotebookTags(input.tags ?? template?.tags ?? []),
        icon: input.icon ?? template?.icon ?? null,
        color: input.color ?? template?.color ?? null,
        folder_id: input.folderId ?? null,
        metadata: JSON.stringify(template ? { ...template.metadata, fromTemplate: template.id } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (template) {
      const blocks = await blocksOf(trx, template.id);
      for (const section of await sectionsOf(trx, template.id)) {
        const own = blocks.filter((block) => block.section_id === section.id).map((block) => ({ type: block.type, content: block.type === 'ai' ? {} : block.content }));
        await insertSection(trx, row.id, section.title, section.order, own);
      }
    }
    await notebookChanged(trx, userId, row.id);
    return readNotebook(trx, userId, row.id);
  });
}

/** A notebook from stored JSON, as the loader accepted it (sections renumbered in their stored order). */
export async function importNotebook(db: Kysely<Database>, userId: string, loaded: LoadedNotebook): Promise<Notebook> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('notebooks')
      .values({
        user_id: userId,
        title: loaded.title.slice(0, 300),
        description: loaded.description.slice(0, 5000),
        tags: normaliseNotebookTags(loaded.tags).slice(0, 30),
        is_favorite: loaded.isFavorite,
        is_archived: loaded.isArchived,
        is_public: loaded.isPublic,
        is_template: loaded.isTemplate,
        icon: loaded.icon?.slice(0, 16) ?? null,
        color: loaded.color?.slice(0, 32) ?? null,
        metadata: JSON.stringify(loaded.metadata),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [order, section] of loaded.sections.entries()) {
      const blocks = section.blocks.map((block): NewBlock => (block.type === 'ai' ? { type: 'ai', content: {} } : { type: 'text', content: importedContent(block.content) }));
      await insertSection(trx, row.id, section.title, order, blocks);
    }
    await notebookChanged(trx, userId, row.id);
    return readNotebook(trx, userId, row.id);
  });
}

export interface NotebookPatch {
  version?: number | undefined;
  title?: string | undefined;
  description?: string | undefined;
  tags?: string[] | undefined;
  icon?: string | null | undefined;
  color?: string | null | undefined;
  folderId?: string | null | undefined;
  isFavorite?: boolean | undefined;
  isArchived?: boolean | undefined;
  isPublic?: boolean | undefined;
  isTemplate?: boolean | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export async function updateNotebook(db: Kysely<Database>, userId: string, notebookId: string, patch: NotebookPatch): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, patch.version, async ({ trx }) => {
    await requireOwnFolder(trx, userId, patch.folderId);
    const values = {
      ...(patch.title !== undefined ? { title: patch.title.trim() || 'Untitled' } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.tags !== undefined ? { tags: normaliseNotebookTags(patch.tags) } : {}),
      ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
      ...(patch.color !== undefined ? { color: patch.color } : {}),
      ...(patch.folderId !== undefined ? { folder_id: patch.folderId } : {}),
      ...(patch.isFavorite !== undefined ? { is_favorite: patch.isFavorite } : {}),
      ...(patch.isArchived !== undefined ? { is_archived: patch.isArchived } : {}),
      ...(patch.isPublic !== undefined ? { is_public: patch.isPublic } : {}),
      ...(patch.isTemplate !== undefined ? { is_template: patch.isTemplate } : {}),
      ...(patch.metadata !== undefined ? { metadata: JSON.stringify(patch.metadata) } : {}),
    };
    // The version and times are set by editNotebook; an empty set here would be an error.
    if (Object.keys(values).length > 0) await trx.updateTable('notebooks').set(values).where('id', '=', notebookId).where('user_id', '=', userId).execute();
  });
  return notebook;
}

export async function deleteNotebook(db: Kysely<Database>, userId: string, notebookId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('notebooks').where('id', '=', notebookId).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw notebookNotFound();
    await notebookChanged(trx, userId, notebookId);
  });
}

export { findOwnNotebook };
