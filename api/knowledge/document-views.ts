import type { ChunkView, DocumentView } from '../../domain/knowledge/views';
import type { DocumentRow } from './db-types';

/** The document columns a view needs (never the content or the embedding). */
export const DOCUMENT_VIEW_COLUMNS = [
  'id',
  'name',
  'folder_id',
  'matter_id',
  'type',
  'mime_type',
  'source',
  'metadata',
  'status',
  'retry_count',
  'error',
  'page_count',
  'chunk_count',
  'chunks_embedded',
  'embedding_model',
  'file_id',
  'last_updated',
  'created_at',
] as const;

export type DocumentViewRow = Pick<DocumentRow, (typeof DOCUMENT_VIEW_COLUMNS)[number]>;

export function toDocumentView(row: DocumentViewRow): DocumentView {
  return {
    id: row.id,
    title: row.name,
    folderId: row.folder_id,
    matterId: row.matter_id,
    type: row.type,
    mimeType: row.mime_type,
    source: row.source,
    metadata: row.metadata,
    status: row.status,
    retryCount: row.retry_count,
    error: row.error,
    pageCount: row.page_count,
    chunkCount: row.chunk_count,
    chunksEmbedded: row.chunks_embedded,
    embeddingModel: row.embedding_model,
    hasFile: row.file_id !== null,
    lastUpdated: row.last_updated.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

export interface ChunkRow {
  id: string;
  ordinal: number;
  text: string;
  page: number | null;
  char_start: number;
  char_end: number;
  heading_path: string[];
}

export function toChunkView(row: ChunkRow): ChunkView {
  return { id: row.id, ordinal: row.ordinal, text: row.text, page: row.page, charStart: row.char_start, charEnd: row.char_end, headingPath: row.heading_path };
}
