import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ChatMessageStatus, ChatNotice, ChatRole, ChatSource, CheckedCitation } from '../../domain/chat/views';
import type { CheckedLegalCitation } from '../../domain/legal/types';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type UuidArray = ColumnType<string[], string[] | undefined, string[]>;
type Json<T extends object | null> = JSONColumnType<T, string | undefined, string>;

export interface AssistantsTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: Generated<string>;
  system_prompt: Generated<string>;
  is_active: Generated<boolean>;
  avatar: string | null;
  type: Generated<string>;
  capabilities: TextArray;
  model: string | null;
  temperature: Generated<number>;
  max_tokens: Generated<number>;
  tools: Json<unknown[]>;
  file_ids: UuidArray;
  metadata: Json<Record<string, unknown>>;
  catalogue_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConversationsTable {
  id: Generated<string>;
  user_id: string;
  assistant_id: string | null;
  title: Generated<string>;
  title_source: Generated<'auto' | 'user'>;
  is_pinned: Generated<boolean>;
  model: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  user_id: string;
  position: number;
  role: ChatRole;
  content: Generated<string>;
  status: Generated<ChatMessageStatus>;
  error: string | null;
  model: string | null;
  provider: string | null;
  stop_requested: Generated<boolean>;
  sources: Json<ChatSource[]>;
  citations: Json<CheckedCitation[]>;
  /** Legal citations in the answer with their checked state (professional mode). */
  legal_citations: Json<CheckedLegalCitation[]>;
  notices: Json<ChatNotice[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConversationDocumentsTable {
  conversation_id: string;
  document_id: string;
  user_id: string;
  document_title: string;
  document_type: Generated<string>;
  source: Generated<string>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  last_modified: UpdatedAt;
}
