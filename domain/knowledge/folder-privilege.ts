/**
 * Privileged (local-only) folders, worked out from the folders themselves: a folder is privileged when it
 * is marked so or sits anywhere below one that is (the same rule as api/knowledge/privileged-folders.ts).
 */
export interface PrivilegeNode {
  id: string;
  parentId: string | null;
  isPrivileged: boolean;
}

export type FolderPrivilege =
  | { privileged: false }
  /** `from` is the folder whose mark makes it privileged: itself, or the nearest marked folder above it. */
  | { privileged: true; inherited: boolean; from: string };

/** Deeper than this is treated as a cycle (the API never lets one form). */
const MAX_DEPTH = 64;

export function folderPrivileges(folders: readonly PrivilegeNode[]): Map<string, FolderPrivilege> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const result = new Map<string, FolderPrivilege>();
  for (const folder of folders) {
    let current: PrivilegeNode | undefined = folder;
    let privilege: FolderPrivilege = { privileged: false };
    for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
      if (current.isPrivileged) {
        privilege = { privileged: true, inherited: current.id !== folder.id, from: current.id };
        break;
      }
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    result.set(folder.id, privilege);
  }
  return result;
}

/** The ids of every privileged folder, marked or inherited. */
export function privilegedIds(folders: readonly PrivilegeNode[]): Set<string> {
  const ids = new Set<string>();
  for (const [id, privilege] of folderPrivileges(folders)) if (privilege.privileged) ids.add(id);
  return ids;
}
