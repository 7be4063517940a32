import type {
  ChunkView,
  DocumentSourceView,
  DocumentStatus,
  DocumentUseView,
  DocumentView,
  FolderView,
  HighlightSpan,
  ProcessingRow,
  SearchHit,
} from '../../../domain/knowledge/views';
import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';
import { apiRequest } from './client';

/** The knowledge base (seed 001 §3–§9): folders and matters, documents, search and processing state. */

export type { ChunkView, DocumentSourceView, DocumentStatus, DocumentUseView, DocumentView, FolderView, HighlightSpan, ProcessingRow, SearchHit };

export type DocumentWithContent = DocumentView & { content: string };

export interface FolderInput {
  name: string;
  description?: string;
  parentId?: string | null;
  isMatter?: boolean;
  matterClient?: string | null;
  matterNumber?: string | null;
  /** A matter's case numbers; they replace the old ones. */
  caseNumbers?: string[];
  /** Privileged (local-only): never sent to an outside AI model, nor anything below it. */
  isPrivileged?: boolean;
}

export interface FolderChanges {
  name?: string;
  description?: string;
  parentId?: string | null;
  isMatter?: boolean;
  matterClient?: string | null;
  matterNumber?: string | null;
  caseNumbers?: string[];
  isPrivileged?: boolean;
}

export interface DocumentQuery {
  matterId?: string | null;
  folderId?: string | null;
  status?: DocumentStatus;
}

export interface TextDocumentInput {
  title: string;
  content: string;
  folderId?: string | null;
  metadata?: Record<string, unknown>;
}

export interface MailDocumentInput {
  accountId: string;
  messageId: string;
  attachmentId?: string;
  folderId: string | null;
}

export interface SearchRequest {
  query: string;
  matterId?: string | null;
  folderId?: string | null;
  limit?: number;
}

export interface MatchedDocument {
  id: string;
  title: string;
  similarity: number;
}

const BASE = '/api/knowledge';
const documentPath = (documentId: string) => `${BASE}/documents/${encodeURIComponent(documentId)}`;
const folderPath = (folderId: string) => `${BASE}/folders/${encodeURIComponent(folderId)}`;

/** `?a=1&b=2` from the defined, non-empty values; '' when none. */
function queryString(values: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The matter wall: a document inside a matter is reachable only when the request names that matter. */
const inMatter = (matterId: string | null | undefined) => queryString({ matterId });

// Folders

export async function fetchFolders(signal?: AbortSignal): Promise<FolderView[]> {
  const reply = await apiRequest<{ folders: FolderView[] }>(`${BASE}/folders`, { signal });
  return reply.folders;
}

export function createFolder(input: FolderInput): Promise<FolderView> {
  return apiRequest<FolderView>(`${BASE}/folders`, { method: 'POST', body: input });
}

export function updateFolder(folderId: string, changes: FolderChanges): Promise<FolderView> {
  return apiRequest<FolderView>(folderPath(folderId), { method: 'PATCH', body: changes });
}

/** Deletes the folder with its subfolders and documents. */
export async function deleteFolder(folderId: string): Promise<void> {
  await apiRequest<void>(folderPath(folderId), { method: 'DELETE' });
}

// Documents

export async function fetchDocuments(query: DocumentQuery, signal?: AbortSignal): Promise<DocumentView[]> {
  const search = queryString({ matterId: query.matterId, folderId: query.folderId, status: query.status });
  const reply = await apiRequest<{ documents: DocumentView[] }>(`${BASE}/documents${search}`, { signal });
  return reply.documents;
}

export function fetchDocument(documentId: string, matterId: string | null, signal?: AbortSignal): Promise<DocumentWithContent> {
  return apiRequest<DocumentWithContent>(`${documentPath(documentId)}${inMatter(matterId)}`, { signal });
}

export async function fetchChunks(documentId: string, matterId: string | null, signal?: AbortSignal): Promise<ChunkView[]> {
  const reply = await apiRequest<{ chunks: ChunkView[] }>(`${documentPath(documentId)}/chunks${inMatter(matterId)}`, { signal });
  return reply.chunks;
}

/** The original file's address (for a link: the browser downloads or previews it). */
export function documentFileUrl(documentId: string, matterId: string | null): string {
  return `${documentPath(documentId)}/file${inMatter(matterId)}`;
}

export function createTextDocument(input: TextDocumentInput): Promise<DocumentView> {
  return apiRequest<DocumentView>(`${BASE}/documents`, { method: 'POST', body: input });
}

export function updateDocument(
  documentId: string,
  matterId: string | null,
  changes: { title?: string; folderId?: string | null },
): Promise<DocumentView> {
  return apiRequest<DocumentView>(`${documentPath(documentId)}${inMatter(matterId)}`, { method: 'PATCH', body: changes });
}

export async function deleteDocument(documentId: string, matterId: string | null): Promise<void> {
  await apiRequest<void>(`${documentPath(documentId)}${inMatter(matterId)}`, { method: 'DELETE' });
}

/** Starts reading a failed document again (at most 3 retries). */
export function retryDocument(documentId: string, matterId: string | null): Promise<DocumentView> {
  return apiRequest<DocumentView>(`${documentPath(documentId)}/retry${inMatter(matterId)}`, { method: 'POST', body: {} });
}

/** The message as a document (with its attachments), or with attachmentId only that attachment. */
export async function addMailToKnowledge(input: MailDocumentInput): Promise<DocumentView[]> {
  const reply = await apiRequest<{ documents: DocumentView[] }>(`${BASE}/documents/from-mail`, { method: 'POST', body: input });
  return reply.documents;
}

export function addDriveItemToKnowledge(input: { driveItemId: string; folderId?: string | null }): Promise<DocumentView> {
  return apiRequest<DocumentView>(`${BASE}/documents/from-drive`, { method: 'POST', body: input });
}

export interface UploadOptions {
  folderId?: string | null;
  /** Called with the share of bytes sent so far, 0 to 100. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * Sends a file's bytes as `application/octet-stream`, its name and folder in the query string. Through
 * XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadDocument(file: File, options: UploadOptions = {}): Promise<DocumentView> {
  const url = `${BASE}/documents/upload${queryString({ name: file.name, folderId: options.folderId, type: file.type || undefined })}`;
  return new Promise<DocumentView>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const reply = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(reply as DocumentView);
      } else if (isApiErrorBody(reply)) {
        reject(new ApiError(request.status, reply.error.code, reply.error.message));
      } else {
        reject(new ApiError(request.status, `HTTP_${request.status}`, `Request failed with status ${request.status}.`));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Search

export function searchKnowledge(request: SearchRequest, signal?: AbortSignal): Promise<{ hits: SearchHit[]; model: string }> {
  const body = {
    query: request.query,
    ...(request.matterId ? { matterId: request.matterId } : {}),
    ...(request.folderId ? { folderId: request.folderId } : {}),
    ...(request.limit ? { limit: request.limit } : {}),
  };
  return apiRequest<{ hits: SearchHit[]; model: string }>(`${BASE}/search`, { method: 'POST', body, signal });
}

export async function matchDocuments(
  request: { query: string; matchThreshold?: number; matchCount?: number; matterId?: string | null },
  signal?: AbortSignal,
): Promise<MatchedDocument[]> {
  const { matterId, ...rest } = request;
  const reply = await apiRequest<{ documents: MatchedDocument[] }>(`${BASE}/match-documents`, {
    method: 'POST',
    body: { ...rest, ...(matterId ? { matterId } : {}) },
    signal,
  });
  return reply.documents;
}

export async function searchByContent(
  request: { query: string; threshold?: number; limit?: number; matterId?: string | null },
  signal?: AbortSignal,
): Promise<Array<MatchedDocument & { passages: SearchHit[] }>> {
  const { matterId, ...rest } = request;
  const reply = await apiRequest<{ documents: Array<MatchedDocument & { passages: SearchHit[] }> }>(`${BASE}/search-by-content`, {
    method: 'POST',
    body: { ...rest, ...(matterId ? { matterId } : {}) },
    signal,
  });
  return reply.documents;
}

// Processing and the privilege trail

/** The processing state of a matter's documents; without a matter, of the documents outside matters. */
export async function fetchProcessing(matterId: string | null, signal?: AbortSignal): Promise<ProcessingRow[]> {
  const reply = await apiRequest<{ documents: ProcessingRow[] }>(`${BASE}/processing${inMatter(matterId)}`, { signal });
  return reply.documents;
}

export async function fetchDocumentUses(matterId: string | null, signal?: AbortSignal): Promise<DocumentUseView[]> {
  const reply = await apiRequest<{ uses: DocumentUseView[] }>(`${BASE}/uses${inMatter(matterId)}`, { signal });
  return reply.uses;
}

export function fetchKnowledgeHealth(signal?: AbortSignal): Promise<{ folders: number; documents: number }> {
  return apiRequest<{ folders: number; documents: number }>(`${BASE}/health`, { signal });
}
