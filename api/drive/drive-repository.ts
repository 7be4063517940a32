import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DriveItemView } from '../../domain/files/drive-views';

type Db = Kysely<Database> | Transaction<Database>;

/** Deeper than any real drive; bounds the walk up the tree should the data ever hold a cycle. */
const MAX_DEPTH = 256;

export interface ChainRow {
  id: string;
  parent_id: string | null;
  name: string;
  kind: 'folder' | 'file';
  deleted: boolean;
}

/** The item and its folders up to the top of the drive (item first); empty when it is not the user's. */
export async function chainOf(db: Db, userId: string, itemId: string): Promise<ChainRow[]> {
  const { rows } = await sql<ChainRow & { depth: number }>`
    with recursive up as (
      select id, parent_id, name, kind, deleted_at is not null as deleted, 0 as depth
        from drive_items where id = ${itemId} and user_id = ${userId}
      union all
      select d.id, d.parent_id, d.name, d.kind, d.deleted_at is not null, up.depth + 1
        from drive_items d join up on d.id = up.parent_id
       where d.user_id = ${userId} and up.depth < ${MAX_DEPTH}
    )
    select id, parent_id, name, kind, deleted, depth from up order by depth`.execute(db);
  return rows;
}

/** Neither the item nor any folder above it is in the trash. */
export const isLive = (chain: readonly ChainRow[]) => chain.length > 0 && chain.every((row) => !row.deleted);

function selectItems(db: Db, userId: string) {
  return db
    .selectFrom('drive_items as d')
    .leftJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.kind', 'd.name', 'd.parent_id', 'd.file_id', 'd.deleted_at', 'd.created_at', 'd.updated_at', 'f.mime_type', 'f.size_bytes'])
    .where('d.user_id', '=', userId);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

export function toDriveItem(row: ItemRow): DriveItemView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    parentId: row.parent_id,
    mimeType: row.mime_type ?? null,
    sizeBytes: row.size_bytes ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user's item whatever its state (trash included), with its file's id; undefined for another user's id. */
export async function findItemRow(db: Db, userId: string, itemId: string): Promise<ItemRow | undefined> {
  return selectItems(db, userId).where('d.id', '=', itemId).executeTakeFirst();
}

/** What a folder (or the top, parentId null) holds, out of the trash: folders first, then by name. */
export async function listChildren(db: Db, userId: string, parentId: string | null): Promise<DriveItemView[]> {
  const rows = await selectItems(db, userId)
    .where('d.parent_id', parentId === null ? 'is' : '=', parentId)
    .where('d.deleted_at', 'is', null)
    .orderBy(sql`d.kind = 'folder'`, 'desc')
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
  return rows.map(toDriveItem);
}

export async function insertItem(db: Db, item: { userId: string; parentId: string | null; kind: 'folder' | 'file'; name: string; fileId: string | null }): Promise<string> {
  const row = await db
    .insertInto('drive_items')
    .values({ user_id: item.userId, parent_id: item.parentId, kind: item.kind, name: item.name, file_id: item.fileId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Db, userId: string, itemId: string, changes: { name?: string; parent_id?: string | null; deleted_at?: Date | null }): Promise<void> {
  await db
    .updateTable('drive_items')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .execute();
}

export interface DriveStats {
  files: number;
  bytes: number;
  trashItems: number;
}

/** Counts for the diagnostics page: every file of the drive (trash included), its bytes, and what is in the trash. */
export async function driveStats(db: Db, userId: string): Promise<DriveStats> {
  const row = await db
    .selectFrom('drive_items as d')
    .leftJoin('stored_files as f', 'f.id', 'd.file_id')
    .select((eb) => [
      eb.fn.count<string>('d.file_id').as('files'),
      eb.fn.coalesce(eb.fn.sum<string>('f.size_bytes'), sql<string>`0`).as('bytes'),
      eb.fn.count<string>('d.deleted_at').as('trash_items'),
    ])
    .where('d.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes), trashItems: Number(row.trash_items) };
}
