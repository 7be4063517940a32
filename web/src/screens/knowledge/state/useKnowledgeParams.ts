import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The document open in the viewer, and where in it to look. */
export interface ViewerTarget {
  documentId: string;
  matterId: string | null;
  page: number | null;
  chunkId: string | null;
}

export interface KnowledgeParams {
  folderId: string | null;
  query: string;
  viewer: ViewerTarget | null;
  selectFolder(folderId: string | null): void;
  setQuery(query: string): void;
  openDocument(target: ViewerTarget): void;
  closeDocument(): void;
}

function positive(value: string | null): number | null {
  const number = value ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** ?folder=, ?q= and the viewer's ?document=&matterId=&page=&chunk=: the screen's state is its URL, so a hit can be linked. */
export function useKnowledgeParams(): KnowledgeParams {
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const query = params.get('q') ?? '';
  const documentId = params.get('document');
  const matterId = params.get('matterId');
  const page = params.get('page');
  const chunkId = params.get('chunk');

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }),
    [setParams],
  );

  const viewer = useMemo<ViewerTarget | null>(
    () => (documentId ? { documentId, matterId: matterId || null, page: positive(page), chunkId: chunkId || null } : null),
    [documentId, matterId, page, chunkId],
  );

  return useMemo(
    () => ({
      folderId,
      query,
      viewer,
      selectFolder: (id) => update({ folder: id }),
      setQuery: (text) => update({ q: text.trim() || null }),
      openDocument: (target) =>
        update({ document: target.documentId, matterId: target.matterId, page: target.page ? String(target.page) : null, chunk: target.chunkId }),
      closeDocument: () => update({ document: null, matterId: null, page: null, chunk: null }),
    }),
    [folderId, query, viewer, update],
  );
}

/** The address of the knowledge screen on one folder (for links from elsewhere, e.g. a toast after "Add to matter"). */
export function folderLink(folderId: string | null): string {
  return folderId ? `/knowledge?folder=${encodeURIComponent(folderId)}` : '/knowledge';
}
