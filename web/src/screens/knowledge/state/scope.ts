import type { FolderView } from '../../../api/knowledge';

/** Where the screen is looking: a folder (and the matter it lies in), or every document outside matters. */
export interface KnowledgeScope {
  folder: FolderView | null;
  /** The matter enclosing the folder: named on every request, else the matter's documents stay hidden. */
  matter: FolderView | null;
  matterId: string | null;
  folderId: string | null;
}

export function scopeOf(folders: readonly FolderView[], folderId: string | null): KnowledgeScope {
  const folder = folderId ? (folders.find((candidate) => candidate.id === folderId) ?? null) : null;
  const matterId = folder?.matterId ?? null;
  const matter = matterId ? (folders.find((candidate) => candidate.id === matterId) ?? null) : null;
  return { folder, matter, matterId, folderId: folder?.id ?? null };
}

/** The plain sentence above search results that says what is being searched. */
export function searchScopeText(scope: KnowledgeScope): string {
  const { folder, matter } = scope;
  if (!folder) return 'Searching documents outside matters';
  if (matter && matter.id === folder.id) return `Searching in matter ${matter.name}`;
  if (matter) return `Searching in folder ${folder.name}, in matter ${matter.name}`;
  return `Searching in folder ${folder.name}, outside matters`;
}
