import type { FolderView } from '../../../api/knowledge';

/** A folder with its subfolders, in name order. */
export interface FolderNode {
  folder: FolderView;
  children: FolderNode[];
}

const byName = (a: FolderNode, b: FolderNode) => a.folder.name.localeCompare(b.folder.name, undefined, { sensitivity: 'base' });

/** The API lists folders flat; the tree is built here. A folder whose parent is missing shows at the top. */
export function buildFolderTree(folders: readonly FolderView[]): FolderNode[] {
  const nodes = new Map(folders.map((folder) => [folder.id, { folder, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.folder.parentId ? nodes.get(node.folder.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: FolderNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The folders from the top down to `folderId` (itself last); [] when unknown. */
export function folderPath(folders: readonly FolderView[], folderId: string | null): FolderView[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: FolderView[] = [];
  const seen = new Set<string>();
  for (let current = folderId ? byId.get(folderId) : undefined; current && !seen.has(current.id); current = current.parentId ? byId.get(current.parentId) : undefined) {
    seen.add(current.id);
    path.unshift(current);
  }
  return path;
}

/** `folderId` and every folder below it (a folder cannot move into these). */
export function subtreeIds(folders: readonly FolderView[], folderId: string): Set<string> {
  const ids = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId && ids.has(folder.parentId) && !ids.has(folder.id)) {
        ids.add(folder.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** "Smith v. Acme (Jane Smith, 2024-001)": a matter's name with its client and matter number. */
export function matterLabel(matter: FolderView): string {
  const details = [matter.matterClient, matter.matterNumber].filter((part): part is string => Boolean(part?.trim()));
  return details.length ? `${matter.name} (${details.join(', ')})` : matter.name;
}
