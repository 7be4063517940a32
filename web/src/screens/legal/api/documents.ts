import type { DocumentCitation, DocumentStatus, LegalDocumentView as LegalDocument } from '../../../../../domain/legal/views';
import { apiRequest } from '../../../api/client';
import { ApiError, isApiErrorBody } from '../../../api/ApiError';
import type { StyleCharacteristics, StyleDeviation } from './styles';

/** Legal documents (drafts), their citations, style checks and the Word export (/api/legal/documents). */

export type { DocumentCitation, DocumentStatus, LegalDocument };



/** A row of the list: the list may leave out the content and citations. */
export type DocumentSummary = Pick<LegalDocument, 'id' | 'title' | 'documentType' | 'status' | 'tags' | 'createdAt' | 'updatedAt'> & Partial<LegalDocument>;

export interface DocumentFilters {
  documentType?: string;
  status?: DocumentStatus;
  tags?: string[];
}

export interface GenerateInput {
  templateId?: string;
  instructions: string;
  styleId?: string;
  title?: string;
  documentType?: string;
  matterId?: string;
  fields?: Record<string, string>;
  useContext?: boolean;
}

export interface DocumentChanges {
  title?: string;
  content?: string;
  status?: DocumentStatus;
  tags?: string[];
  matterId?: string | null;
  version: number;
}

const path = (id: string) => `/api/legal/documents/${encodeURIComponent(id)}`;

export async function fetchDocuments(filters: DocumentFilters, signal?: AbortSignal): Promise<DocumentSummary[]> {
  const query = new URLSearchParams();
  if (filters.documentType) query.set('documentType', filters.documentType);
  if (filters.status) query.set('status', filters.status);
  if (filters.tags?.length) query.set('tags', filters.tags.join(','));
  const suffix = query.size ? `?${query.toString()}` : '';
  return (await apiRequest<{ documents: DocumentSummary[] }>(`/api/legal/documents${suffix}`, { signal })).documents;
}

export async function fetchDocument(id: string, signal?: AbortSignal): Promise<LegalDocument> {
  return (await apiRequest<{ document: LegalDocument }>(path(id), { signal })).document;
}

export async function generateDocument(input: GenerateInput): Promise<LegalDocument> {
  return (await apiRequest<{ document: LegalDocument }>('/api/legal/documents/generate', { method: 'POST', body: input })).document;
}

export async function updateDocument(id: string, changes: DocumentChanges): Promise<LegalDocument> {
  return (await apiRequest<{ document: LegalDocument }>(path(id), { method: 'PATCH', body: changes })).document;
}

export async function deleteDocument(id: string): Promise<void> {
  await apiRequest<void>(path(id), { method: 'DELETE', body: {} });
}

export async function checkDocumentCitations(id: string): Promise<DocumentCitation[]> {
  return (await apiRequest<{ citations: DocumentCitation[] }>(`${path(id)}/citations/check`, { method: 'POST', body: {} })).citations;
}

export async function confirmCitation(id: string, citationId: string, confirmed: boolean): Promise<DocumentCitation> {
  const url = `${path(id)}/citations/${encodeURIComponent(citationId)}/confirm`;
  return (await apiRequest<{ citation: DocumentCitation }>(url, { method: confirmed ? 'POST' : 'DELETE', body: {} })).citation;
}

export function styleCheck(id: string, styleId: string): Promise<{ deviations: StyleDeviation[]; characteristics: StyleCharacteristics }> {
  return apiRequest(`${path(id)}/style-check`, { method: 'POST', body: { styleId } });
}

/** The document as a .docx; an ApiError (409 with the number of unverified citations) when it cannot be exported yet. */
export async function exportDocx(id: string): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(`${path(id)}/export.docx`, { credentials: 'include' });
  if (!response.ok) {
    let reply: unknown;
    try {
      reply = (await response.json()) as unknown;
    } catch {
      reply = undefined;
    }
    if (isApiErrorBody(reply)) throw new ApiError(response.status, reply.error.code, reply.error.message);
    throw new ApiError(response.status, `HTTP_${response.status}`, `Request failed with status ${response.status}.`);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const filename = encoded ? decodeURIComponent(encoded) : (plain ?? 'document.docx');
  return { blob: await response.blob(), filename };
}
