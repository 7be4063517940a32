import type { ChunkView } from '../../../api/knowledge';

/** The passages of one page (page null: a document without pages). */
export interface PageGroup {
  page: number | null;
  chunks: ChunkView[];
}

/** Passages in reading order, grouped by page as they come (a page may repeat if the text jumps back). */
export function groupByPage(chunks: readonly ChunkView[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const chunk of [...chunks].sort((a, b) => a.ordinal - b.ordinal)) {
    const last = groups[groups.length - 1];
    if (last && last.page === chunk.page) last.chunks.push(chunk);
    else groups.push({ page: chunk.page, chunks: [chunk] });
  }
  return groups;
}

export const passageElementId = (chunkId: string) => `kb-passage-${chunkId}`;
export const pageElementId = (page: number) => `kb-page-${page}`;
