import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AiContext, BlockType } from '../../domain/notebooks/views';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;
/** pgvector's text form ('[0.1,0.2,…]') in and out. */
type Vector = ColumnType<string | null, string | null | undefined, string | null>;

export interface NotebooksTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  tags: TextArray;
  is_favorite: Generated<boolean>;
  is_archived: Generated<boolean>;
  is_public: Generated<boolean>;
  is_template: Generated<boolean>;
  metadata: Json<Record<string, unknown>>;
  folder_id: string | null;
  icon: string | null;
  color: string | null;
  version: Generated<number>;
  ai_context: Json<AiContext>;
  embedding: Vector;
  embedding_model: string | null;
  embedded_version: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  last_modified: Timestamp;
  last_accessed: Date | null;
}

export interface NotebookSectionsTable {
  id: Generated<string>;
  notebook_id: string;
  title: Generated<string>;
  order: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NotebookBlocksTable {
  id: Generated<string>;
  section_id: string;
  type: BlockType;
  content: Json<object>;
  metadata: Json<Record<string, unknown>>;
  plain_text: Generated<string>;
  order: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
