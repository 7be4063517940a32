import type { CaseLawResult, CaseSearchQuery, CaseSourceOutcomes, CheckedLegalCitation, StyleCharacteristics } from './types';

/** What the legal research and writing API answers, as the browser reads it. */

export type DocumentStatus = 'draft' | 'review' | 'final';

/** A citation stored with a document: its checked state, and when the person confirmed it themselves. */
export type DocumentCitation = CheckedLegalCitation & { id: string; confirmedAt: string | null };

/** A row of the documents list. */
export interface LegalDocumentSummary {
  id: string;
  title: string;
  documentType: string;
  status: DocumentStatus;
  tags: string[];
  templateId: string | null;
  styleId: string | null;
  matterId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface LegalDocumentView extends LegalDocumentSummary {
  content: string;
  metadata: Record<string, unknown>;
  citations: DocumentCitation[];
  /** Every citation is verified, found in the firm's documents, or confirmed by the person. */
  exportReady: boolean;
}

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  documentType: string;
  content: string;
  /** The {{field}} placeholders of the content. */
  fields: string[];
  isPublic: boolean;
  hasDocx: boolean;
  docxFilename: string | null;
  /** The person's own template (only those can be changed). */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface StyleProfileView {
  id: string;
  name: string;
  characteristics: StyleCharacteristics;
  sampleText: string;
  createdAt: string;
}

export interface MatterView {
  id: string;
  name: string;
  client: string | null;
  number: string | null;
}

export interface SavedCaseView {
  id: string;
  matterId: string | null;
  matterName: string | null;
  case: CaseLawResult;
  note: string;
  createdAt: string;
}

export interface CaseSearchSummary {
  id: string;
  query: CaseSearchQuery;
  resultCount: number;
  sources: CaseSourceOutcomes;
  fallback: boolean;
  createdAt: string;
}

export interface CaseSearchDetail extends CaseSearchSummary {
  results: CaseLawResult[];
}
