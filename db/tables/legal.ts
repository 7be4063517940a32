import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CaseLawResult, CaseSearchQuery, CaseSourceOutcomes, CitationState, StyleCharacteristics } from '../../domain/legal/types';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string | undefined, string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface DocumentTemplatesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: Generated<string>;
  document_type: string;
  content: Generated<string>;
  docx: Buffer | null;
  docx_filename: string | null;
  is_public: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WritingStylesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  characteristics: Json<StyleCharacteristics>;
  sample_text: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LegalDocumentsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  content: Generated<string>;
  document_type: string;
  status: ColumnType<'draft' | 'review' | 'final', 'draft' | 'review' | 'final' | undefined, 'draft' | 'review' | 'final'>;
  tags: TextArray;
  metadata: Json<Record<string, unknown>>;
  template_id: string | null;
  style_id: string | null;
  matter_id: string | null;
  version: Generated<number>;
  /** pgvector text form '[…]'; null until embedded. */
  embedding: string | null;
  search_vector: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CitationsTable {
  id: Generated<string>;
  user_id: string;
  document_id: string;
  citation_text: string;
  normalized: string;
  kind: string;
  start_index: number;
  end_index: number;
  state: ColumnType<CitationState, CitationState | undefined, CitationState>;
  relevance_score: number | null;
  source: 'courtlistener' | 'firm_documents' | null;
  url: string | null;
  detail: Json<Record<string, unknown>>;
  checked_at: Date | null;
  confirmed_at: Date | null;
  created_at: CreatedAt;
}

export interface CaseSearchesTable {
  id: Generated<string>;
  user_id: string;
  query: Json<CaseSearchQuery>;
  results: Json<CaseLawResult[]>;
  sources: Json<CaseSourceOutcomes>;
  fallback: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SavedCasesTable {
  id: Generated<string>;
  user_id: string;
  matter_id: string | null;
  case_key: string;
  case: Json<CaseLawResult>;
  note: Generated<string>;
  created_at: CreatedAt;
}

export type DocumentTemplateRow = Selectable<DocumentTemplatesTable>;
export type WritingStyleRow = Selectable<WritingStylesTable>;
export type LegalDocumentRow = Selectable<LegalDocumentsTable>;
export type CitationRow = Selectable<CitationsTable>;
export type CaseSearchRow = Selectable<CaseSearchesTable>;
export type SavedCaseRow = Selectable<SavedCasesTable>;
