/**
 * What the knowledge-base API answers, shared by the API (its TypeBox schemas mirror these) and the web
 * client. Dates are ISO strings.
 */
export type DocumentStatus = 'pending' | 'ready' | 'error';

export interface FolderView {
  id: string;
  name: string;
  description: string;
  parentId: string | null;
  assistantIds: string[];
  /** A client matter: its documents are reachable only through it. */
  isMatter: boolean;
  matterClient: string | null;
  matterNumber: string | null;
  /** A matter's case numbers as written (empty for a folder that is not a matter); they link it to mail, hearings and tasks. */
  caseNumbers: string[];
  /** The nearest enclosing matter (itself when it is one); null outside matters. */
  matterId: string | null;
  /**
   * Marked privileged (local-only): its documents, and those of every folder below it, are never sent to an
   * outside AI model. This is the folder's own mark; see domain/knowledge/folder-privilege.ts for the inherited one.
   */
  isPrivileged: boolean;
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}

export type DocumentSourceView =
  | { kind: 'text' }
  | { kind: 'upload'; fileName: string }
  | { kind: 'mail'; accountId: string; messageId: string; attachmentId?: string; subject: string }
  | { kind: 'drive'; driveItemId: string };

export interface DocumentView {
  id: string;
  title: string;
  folderId: string | null;
  matterId: string | null;
  type: string;
  mimeType: string;
  source: DocumentSourceView;
  metadata: Record<string, unknown>;
  status: DocumentStatus;
  retryCount: number;
  error: string | null;
  pageCount: number | null;
  chunkCount: number;
  chunksEmbedded: number;
  embeddingModel: string | null;
  hasFile: boolean;
  lastUpdated: string;
  createdAt: string;
}

export interface ChunkView {
  id: string;
  ordinal: number;
  text: string;
  page: number | null;
  charStart: number;
  charEnd: number;
  headingPath: string[];
}

/** A highlighted span inside a hit's text, as offsets into that text. */
export interface HighlightSpan {
  start: number;
  end: number;
}

export interface SearchHit {
  documentId: string;
  documentTitle: string;
  matterId: string | null;
  chunkId: string;
  page: number | null;
  headingPath: string[];
  charStart: number;
  charEnd: number;
  text: string;
  highlights: HighlightSpan[];
  /** Reciprocal-rank-fusion score; higher is better. */
  score: number;
  /** Cosine similarity of the passage to the query (computed for full-text-only hits too). */
  similarity: number | null;
}

export interface ProcessingRow {
  id: string;
  title: string;
  status: DocumentStatus;
  error: string | null;
  retryCount: number;
  chunkCount: number;
  chunksEmbedded: number;
  folderName: string | null;
  matterId: string | null;
  matterName: string | null;
  lastUpdated: string;
}

export interface DocumentUseView {
  id: string;
  documentId: string;
  documentName: string;
  matterId: string | null;
  chunkIds: string[];
  purpose: string;
  query: string;
  createdAt: string;
}
