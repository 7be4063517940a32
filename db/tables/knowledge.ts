import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type UuidArray = ColumnType<string[], string[] | undefined, string[]>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
/** pgvector columns travel as their text form '[0.1,0.2,…]' (pgvector's toSql / fromSql). */
type VectorColumn = ColumnType<string | null, string | null | undefined, string | null>;

export type DocumentStatus = 'pending' | 'ready' | 'error';

/** Where a knowledge document came from. */
export type DocumentSource =
  | { kind: 'text' }
  | { kind: 'upload'; fileName: string }
  | { kind: 'mail'; accountId: string; messageId: string; attachmentId?: string; subject: string }
  | { kind: 'drive'; driveItemId: string };

export interface StoredFilesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  created_at: CreatedAt;
}

export interface DriveItemsTable {
  id: Generated<string>;
  user_id: string;
  parent_id: string | null;
  kind: 'folder' | 'file';
  name: string;
  file_id: string | null;
  deleted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface KnowledgeFoldersTable {
  id: Generated<string>;
  user_id: string;
  parent_folder_id: string | null;
  name: string;
  description: Generated<string>;
  assistant_ids: UuidArray;
  is_matter: Generated<boolean>;
  matter_client: string | null;
  matter_number: string | null;
  is_privileged: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface KnowledgeDocumentsTable {
  id: Generated<string>;
  user_id: string;
  folder_id: string | null;
  matter_id: string | null;
  name: string;
  content: Generated<string>;
  type: Generated<string>;
  mime_type: Generated<string>;
  file_id: string | null;
  source: JSONColumnType<DocumentSource, string | undefined, string>;
  metadata: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  embedding: VectorColumn;
  embedding_model: string | null;
  status: Generated<DocumentStatus>;
  retry_count: Generated<number>;
  error: string | null;
  page_count: number | null;
  chunk_count: Generated<number>;
  chunks_embedded: Generated<number>;
  last_updated: UpdatedAt;
  created_at: CreatedAt;
}

export interface KnowledgeChunksTable {
  id: Generated<string>;
  document_id: string;
  user_id: string;
  folder_id: string | null;
  matter_id: string | null;
  ordinal: number;
  text: string;
  page: number | null;
  char_start: number;
  char_end: number;
  heading_path: TextArray;
  token_count: Generated<number>;
  embedding: VectorColumn;
  embedding_model: string | null;
  search_vector: ColumnType<string, never, never>;
}

export interface KnowledgeDocumentUsesTable {
  id: Generated<string>;
  user_id: string;
  document_id: string;
  document_name: string;
  matter_id: string | null;
  chunk_ids: UuidArray;
  purpose: string;
  query: Generated<string>;
  created_at: CreatedAt;
}
