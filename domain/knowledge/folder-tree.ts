/** Pure walks over a user's knowledge folders (ids and parents only). */
export interface FolderNode {
  id: string;
  parentId: string | null;
  isMatter: boolean;
}

/** Deeper than this is treated as a cycle (the API never lets one form). */
const MAX_DEPTH = 64;

/** The nearest matter at or above each folder (itself when it is one); null outside matters. */
export function nearestMatters(folders: readonly FolderNode[]): Map<string, string | null> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const result = new Map<string, string | null>();
  for (const folder of folders) {
    let current: FolderNode | undefined = folder;
    let matter: string | null = null;
    for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
      if (current.isMatter) {
        matter = current.id;
        break;
      }
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    result.set(folder.id, matter);
  }
  return result;
}

/** A folder and every folder below it, the folder first. */
export function subtreeOf(folders: readonly FolderNode[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const folder of folders) {
    if (!folder.parentId) continue;
    const list = children.get(folder.parentId) ?? [];
    list.push(folder.id);
    children.set(folder.parentId, list);
  }
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    found.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

/** Whether moving `folderId` under `newParentId` would put it inside itself. */
export function wouldCreateCycle(folders: readonly FolderNode[], folderId: string, newParentId: string): boolean {
  return subtreeOf(folders, folderId).includes(newParentId);
}
