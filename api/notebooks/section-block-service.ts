import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { moveInOrder, NOTEBOOK_LIMITS, newSectionOrder } from '../../domain/notebooks/rules';
import type { BlockType, Notebook } from '../../domain/notebooks/views';
import { storedContent } from './content';
import { editNotebook } from './edit';
import { badRequest, blockNotFound, sectionNotFound } from './errors';
import { insertSection } from './notebook-service';
import { findBlock, findSection } from './repository';

const countOf = async (query: Promise<{ count: string | number | bigint } | undefined>) => Number((await query)?.count ?? 0);

/** Writes `ids` as orders 0, 1, … of one table's rows. */
async function renumber(trx: Transaction<Database>, table: 'notebook_sections' | 'notebook_blocks', ids: readonly string[], now: Date): Promise<void> {
  for (const [order, id] of ids.entries()) await trx.updateTable(table).set({ order, updated_at: now }).where('id', '=', id).execute();
}

async function blockIdsOf(trx: Transaction<Database>, sectionId: string): Promise<string[]> {
  const rows = await trx.selectFrom('notebook_blocks').select('id').where('section_id', '=', sectionId).orderBy('order').orderBy('created_at').execute();
  return rows.map((row) => row.id);
}

/** §4: a new section's order equals the current number of sections. */
export async function addSection(db: Kysely<Database>, userId: string, notebookId: string, input: { version?: number | undefined; title?: string | undefined }): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, input.version, async ({ trx }) => {
    const count = await countOf(trx.selectFrom('notebook_sections').select((eb) => eb.fn.countAll().as('count')).where('notebook_id', '=', notebookId).executeTakeFirst());
    if (count >= NOTEBOOK_LIMITS.sections) throw badRequest(`A notebook can have at most ${NOTEBOOK_LIMITS.sections} sections.`);
    await insertSection(trx, notebookId, input.title?.trim() || `Section ${count + 1}`, newSectionOrder(count));
  });
  return notebook;
}

export async function updateSection(
  db: Kysely<Database>,
  userId: string,
  notebookId: string,
  sectionId: string,
  input: { version?: number | undefined; title?: string | undefined; order?: number | undefined },
): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, input.version, async ({ trx, now }) => {
    if (!(await findSection(trx, notebookId, sectionId))) throw sectionNotFound();
    await trx
      .updateTable('notebook_sections')
      .set({ ...(input.title !== undefined ? { title: input.title.trim() } : {}), updated_at: now })
      .where('id', '=', sectionId)
      .execute();
    if (input.order !== undefined) {
      const rows = await trx.selectFrom('notebook_sections').select('id').where('notebook_id', '=', notebookId).orderBy('order').orderBy('created_at').execute();
      await renumber(
        trx,
        'notebook_sections',
        moveInOrder(
          rows.map((row) => row.id),
          sectionId,
          input.order,
        ),
        now,
      );
    }
  });
  return notebook;
}

/** Deleting a section deletes its blocks; the sections after it close the gap. */
export async function deleteSection(db: Kysely<Database>, userId: string, notebookId: string, sectionId: string, version: number | undefined): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, version, async ({ trx, now }) => {
    const deleted = await trx.deleteFrom('notebook_sections').where('id', '=', sectionId).where('notebook_id', '=', notebookId).returning('id').executeTakeFirst();
    if (!deleted) throw sectionNotFound();
    const rows = await trx.selectFrom('notebook_sections').select('id').where('notebook_id', '=', notebookId).orderBy('order').orderBy('created_at').execute();
    await renumber(
      trx,
      'notebook_sections',
      rows.map((row) => row.id),
      now,
    );
  });
  return notebook;
}

export async function addBlock(
  db: Kysely<Database>,
  userId: string,
  notebookId: string,
  sectionId: string,
  input: { version?: number | undefined; type: BlockType; content?: unknown; index?: number | undefined },
): Promise<{ notebook: Notebook; blockId: string }> {
  const stored = storedContent(input.type, input.content);
  const { notebook, result } = await editNotebook(db, userId, notebookId, input.version, async ({ trx, now }) => {
    if (!(await findSection(trx, notebookId, sectionId))) throw sectionNotFound();
    const ids = await blockIdsOf(trx, sectionId);
    if (ids.length >= NOTEBOOK_LIMITS.blocks) throw badRequest(`A section can have at most ${NOTEBOOK_LIMITS.blocks} blocks.`);
    const row = await trx
      .insertInto('notebook_blocks')
      .values({ section_id: sectionId, type: input.type, content: stored.content, plain_text: stored.plainText, order: ids.length, metadata: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.index !== undefined && input.index < ids.length) await renumber(trx, 'notebook_blocks', moveInOrder([...ids, row.id], row.id, input.index), now);
    return row.id;
  });
  return { notebook, blockId: result };
}

export async function updateBlock(db: Kysely<Database>, userId: string, notebookId: string, blockId: string, input: { version?: number | undefined; content: unknown }): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, input.version, async ({ trx, now }) => {
    const block = await findBlock(trx, notebookId, blockId);
    if (!block) throw blockNotFound();
    const stored = storedContent(block.type, input.content);
    await trx.updateTable('notebook_blocks').set({ content: stored.content, plain_text: stored.plainText, updated_at: now }).where('id', '=', blockId).execute();
  });
  return notebook;
}

/** Moves a block to a position in a section of the same notebook (its own or another). */
export async function moveBlock(
  db: Kysely<Database>,
  userId: string,
  notebookId: string,
  blockId: string,
  input: { version?: number | undefined; sectionId: string; index: number },
): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, input.version, async ({ trx, now }) => {
    const block = await findBlock(trx, notebookId, blockId);
    if (!block) throw blockNotFound();
    if (!(await findSection(trx, notebookId, input.sectionId))) throw sectionNotFound();
    if (block.section_id !== input.sectionId) {
      await trx.updateTable('notebook_blocks').set({ section_id: input.sectionId, updated_at: now }).where('id', '=', blockId).execute();
      await renumber(trx, 'notebook_blocks', await blockIdsOf(trx, block.section_id), now);
    }
    await renumber(trx, 'notebook_blocks', moveInOrder(await blockIdsOf(trx, input.sectionId), blockId, input.index), now);
  });
  return notebook;
}

export async function deleteBlock(db: Kysely<Database>, userId: string, notebookId: string, blockId: string, version: number | undefined): Promise<Notebook> {
  const { notebook } = await editNotebook(db, userId, notebookId, version, async ({ trx, now }) => {
    const block = await findBlock(trx, notebookId, blockId);
    if (!block) throw blockNotFound();
    await trx.deleteFrom('notebook_blocks').where('id', '=', blockId).execute();
    await renumber(trx, 'notebook_blocks', await blockIdsOf(trx, block.section_id), now);
  });
  return notebook;
}
