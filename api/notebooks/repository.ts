import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotebookBlocksTable, NotebookSectionsTable, NotebooksTable } from '../../db/tables/notebooks';
import { EMPTY_AI_CONTEXT, type Notebook, type NotebookBlock, type NotebookSection, type NotebookSummary } from '../../domain/notebooks/views';
import { notebookNotFound } from './errors';

export type NotebookRow = Selectable<NotebooksTable>;
export type SectionRow = Selectable<NotebookSectionsTable>;
export type BlockRow = Selectable<NotebookBlocksTable>;

/** Every column but the embedding (never sent, and large). */
export const NOTEBOOK_COLUMNS = [
  'id',
  'user_id',
  'title',
  'description',
  'tags',
  'is_favorite',
  'is_archived',
  'is_public',
  'is_template',
  'metadata',
  'folder_id',
  'icon',
  'color',
  'version',
  'ai_context',
  'embedding_model',
  'embedded_version',
  'created_at',
  'updated_at',
  'last_modified',
  'last_accessed',
] as const;

export type NotebookHead = Pick<NotebookRow, (typeof NOTEBOOK_COLUMNS)[number]>;

const iso = (date: Date) => date.toISOString();

export function toSummary(row: NotebookHead): NotebookSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    isFavorite: row.is_favorite,
    isArchived: row.is_archived,
    isPublic: row.is_public,
    isTemplate: row.is_template,
    icon: row.icon,
    color: row.color,
    folderId: row.folder_id,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastModified: iso(row.last_modified),
    lastAccessed: row.last_accessed ? iso(row.last_accessed) : null,
  };
}

export function toBlock(row: BlockRow): NotebookBlock {
  return { id: row.id, sectionId: row.section_id, type: row.type, content: row.content, metadata: row.metadata, order: row.order, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** The user's notebook row, locked for this transaction when asked; 404 'Notebook not found' otherwise (another user's too). */
export async function findOwnNotebook(db: Kysely<Database>, userId: string, notebookId: string, forUpdate = false): Promise<NotebookHead> {
  let query = db.selectFrom('notebooks').select(NOTEBOOK_COLUMNS).where('id', '=', notebookId).where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notebookNotFound();
  return row;
}

export async function sectionsOf(db: Kysely<Database>, notebookId: string): Promise<SectionRow[]> {
  return db.selectFrom('notebook_sections').selectAll().where('notebook_id', '=', notebookId).orderBy('order').orderBy('created_at').execute();
}

export async function blocksOf(db: Kysely<Database>, notebookId: string): Promise<BlockRow[]> {
  return db
    .selectFrom('notebook_blocks')
    .innerJoin('notebook_sections', 'notebook_sections.id', 'notebook_blocks.section_id')
    .selectAll('notebook_blocks')
    .where('notebook_sections.notebook_id', '=', notebookId)
    .orderBy('notebook_blocks.order')
    .orderBy('notebook_blocks.created_at')
    .execute();
}

/** The whole notebook as the API shows it: sections in order, each with its blocks in order. */
export async function readNotebook(db: Kysely<Database>, userId: string, notebookId: string): Promise<Notebook> {
  const row = await findOwnNotebook(db, userId, notebookId);
  const [sections, blocks] = [await sectionsOf(db, notebookId), await blocksOf(db, notebookId)];
  const bySection = new Map<string, NotebookBlock[]>();
  for (const block of blocks) bySection.set(block.section_id, [...(bySection.get(block.section_id) ?? []), toBlock(block)]);
  const sectionViews: NotebookSection[] = sections.map((section) => ({
    id: section.id,
    title: section.title,
    order: section.order,
    blocks: bySection.get(section.id) ?? [],
    createdAt: iso(section.created_at),
    updatedAt: iso(section.updated_at),
  }));
  return { ...toSummary(row), metadata: row.metadata, aiContext: { ...EMPTY_AI_CONTEXT, ...row.ai_context }, sections: sectionViews };
}

/** The section, if it belongs to the notebook. */
export async function findSection(db: Kysely<Database>, notebookId: string, sectionId: string): Promise<SectionRow | undefined> {
  return db.selectFrom('notebook_sections').selectAll().where('id', '=', sectionId).where('notebook_id', '=', notebookId).executeTakeFirst();
}

/** The block, if it belongs to one of the notebook's sections. */
export async function findBlock(db: Kysely<Database>, notebookId: string, blockId: string): Promise<BlockRow | undefined> {
  return db
    .selectFrom('notebook_blocks')
    .innerJoin('notebook_sections', 'notebook_sections.id', 'notebook_blocks.section_id')
    .selectAll('notebook_blocks')
    .where('notebook_blocks.id', '=', blockId)
    .where('notebook_sections.notebook_id', '=', notebookId)
    .executeTakeFirst();
}
