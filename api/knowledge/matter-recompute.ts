import { nearestMatters, subtreeOf } from '../../domain/knowledge/folder-tree';
import type { Db } from './db-types';
import { folderNodes } from './folder-repository';

/**
 * Sets matter_id on every document and chunk in a folder and below it to the folder's nearest matter
 * as the tree now stands. Run in the transaction that moved the folder or (un)marked a matter, so the
 * wall never has a moment where a matter's chunks sit outside it.
 */
export async function recomputeMattersBelow(trx: Db, userId: string, folderId: string): Promise<void> {
  const nodes = await folderNodes(trx, userId);
  const matters = nearestMatters(nodes);
  const byMatter = new Map<string | null, string[]>();
  for (const id of subtreeOf(nodes, folderId)) {
    const matter = matters.get(id) ?? null;
    byMatter.set(matter, [...(byMatter.get(matter) ?? []), id]);
  }
  for (const [matterId, folderIds] of byMatter) {
    await trx.updateTable('knowledge_documents').set({ matter_id: matterId }).where('user_id', '=', userId).where('folder_id', 'in', folderIds).execute();
    await trx.updateTable('knowledge_chunks').set({ matter_id: matterId }).where('user_id', '=', userId).where('folder_id', 'in', folderIds).execute();
  }
}

/** Puts one document (and its chunks) in a folder, with that folder's matter. */
export async function placeDocument(trx: Db, userId: string, documentId: string, folderId: string | null): Promise<void> {
  const matterId = folderId ? (nearestMatters(await folderNodes(trx, userId)).get(folderId) ?? null) : null;
  await trx.updateTable('knowledge_documents').set({ folder_id: folderId, matter_id: matterId, last_updated: new Date() }).where('user_id', '=', userId).where('id', '=', documentId).execute();
  await trx.updateTable('knowledge_chunks').set({ folder_id: folderId, matter_id: matterId }).where('user_id', '=', userId).where('document_id', '=', documentId).execute();
}
