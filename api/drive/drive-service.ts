import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { driveMimeType } from '../../domain/files/drive-mime';
import { checkDriveName, DRIVE_MESSAGES } from '../../domain/files/drive-rules';
import type { DriveItemView } from '../../domain/files/drive-views';
import { saveStoredFile } from '../files/stored-files';
import { chainOf, findItemRow, insertItem, isLive, listChildren, toDriveItem, updateItem, type ChainRow } from './drive-repository';
import { badRequest, folderNotFound, itemNotFound } from './errors';

type Db = Kysely<Database>;

function validName(raw: string): string {
  const checked = checkDriveName(raw);
  if (!checked.ok) throw badRequest(checked.message);
  return checked.name;
}

/** A folder of the user out of the trash, as its chain up to the top (the top itself: []). */
async function liveFolder(db: Db, userId: string, folderId: string | null): Promise<ChainRow[]> {
  if (folderId === null) return [];
  const chain = await chainOf(db, userId, folderId);
  if (!isLive(chain) || chain[0]!.kind !== 'folder') throw folderNotFound();
  return chain;
}

async function itemView(db: Db, userId: string, itemId: string): Promise<DriveItemView> {
  const row = await findItemRow(db, userId, itemId);
  if (!row) throw itemNotFound();
  return toDriveItem(row);
}

/** The user's item out of the trash (neither it nor a folder above it deleted), else 404. */
export async function liveItem(db: Db, userId: string, itemId: string) {
  const row = await findItemRow(db, userId, itemId);
  if (!row || !isLive(await chainOf(db, userId, itemId))) throw itemNotFound();
  return row;
}

export async function listFolder(db: Db, userId: string, parentId: string | null) {
  const chain = await liveFolder(db, userId, parentId);
  return { items: await listChildren(db, userId, parentId), path: chain.map(({ id, name }) => ({ id, name })).reverse() };
}

export async function createFolder(db: Db, userId: string, input: { name: string; parentId: string | null }): Promise<DriveItemView> {
  const name = validName(input.name);
  await liveFolder(db, userId, input.parentId);
  const id = await insertItem(db, { userId, parentId: input.parentId, kind: 'folder', name, fileId: null });
  return itemView(db, userId, id);
}

/** Keeps the bytes and the drive entry in one transaction: either both exist afterwards or neither does. */
export async function uploadFile(db: Db, userId: string, input: { name: string; parentId: string | null; type: string | undefined; bytes: Buffer }): Promise<DriveItemView> {
  const name = validName(input.name);
  await liveFolder(db, userId, input.parentId);
  const mimeType = driveMimeType(name, input.type);
  const id = await db.transaction().execute(async (trx) => {
    const fileId = await saveStoredFile(trx, { userId, name, mimeType, bytes: input.bytes });
    return insertItem(trx, { userId, parentId: input.parentId, kind: 'file', name, fileId });
  });
  return itemView(db, userId, id);
}

/** Rename and/or move; a folder cannot go into itself or below itself. */
export async function changeItem(db: Db, userId: string, itemId: string, changes: { name?: string; parentId?: string | null }): Promise<DriveItemView> {
  await liveItem(db, userId, itemId);
  const name = changes.name === undefined ? undefined : validName(changes.name);
  if (changes.parentId !== undefined) {
    const target = await liveFolder(db, userId, changes.parentId);
    if (target.some((folder) => folder.id === itemId)) throw badRequest(DRIVE_MESSAGES.moveIntoItself);
  }
  await updateItem(db, userId, itemId, {
    ...(name === undefined ? {} : { name }),
    ...(changes.parentId === undefined ? {} : { parent_id: changes.parentId }),
  });
  return itemView(db, userId, itemId);
}

/** Into the trash: the item (and, with a folder, everything below it) disappears from listings. */
export async function trashItem(db: Db, userId: string, itemId: string): Promise<void> {
  await liveItem(db, userId, itemId);
  await updateItem(db, userId, itemId, { deleted_at: new Date() });
}

/** Undoes a delete; an item whose folder is itself in the trash comes back at the top of the drive. */
export async function restoreItem(db: Db, userId: string, itemId: string): Promise<DriveItemView> {
  const chain = await chainOf(db, userId, itemId);
  if (chain.length === 0) throw itemNotFound();
  if (!isLive(chain)) {
    const parentLive = chain.slice(1).every((row) => !row.deleted);
    await updateItem(db, userId, itemId, { deleted_at: null, ...(parentLive ? {} : { parent_id: null }) });
  }
  return itemView(db, userId, itemId);
}
