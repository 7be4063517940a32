import type { Notebook, NotebookAiStatus, NotebookSummary, RelatedNotebook } from '../../../domain/notebooks/views';
import type { Task } from '../../../domain/tasks/task';
import { apiRequest } from './client';

/** Notebooks, sections, blocks and AI blocks (seed 001 §3–§5). Every write answers the whole notebook. */

export type { Notebook, NotebookSummary, RelatedNotebook };

export interface NotebookReply {
  notebook: Notebook;
  ai: NotebookAiStatus;
}

export interface NotebookFilters {
  search: string;
  favorites: boolean;
  archived: boolean;
  templates: boolean;
}

const base = '/api/notebooks';
const nb = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function fetchNotebooks(filters: NotebookFilters, signal?: AbortSignal): Promise<{ notebooks: NotebookSummary[] }> {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.favorites) query.set('favorites', 'true');
  if (filters.templates) query.set('templates', 'true');
  query.set('archived', filters.archived ? 'true' : 'false');
  return apiRequest(`${base}?${query.toString()}`, signal ? { signal } : {});
}

export const fetchNotebook = (id: string, signal?: AbortSignal) => apiRequest<NotebookReply>(nb(id), signal ? { signal } : {});

export const createNotebook = (body: { title?: string; templateId?: string }) => apiRequest<NotebookReply>(base, { method: 'POST', body });

export const importNotebook = (notebook: unknown) => apiRequest<NotebookReply & { dropped: { sections: number; blocks: number } }>(`${base}/import`, { method: 'POST', body: { notebook } });

export interface NotebookChanges {
  title?: string;
  description?: string;
  tags?: string[];
  isFavorite?: boolean;
  isArchived?: boolean;
  isPublic?: boolean;
  isTemplate?: boolean;
}

export const updateNotebook = (id: string, version: number, changes: NotebookChanges) => apiRequest<NotebookReply>(nb(id), { method: 'PATCH', body: { version, ...changes } });

export const deleteNotebook = (id: string) => apiRequest<void>(nb(id), { method: 'DELETE' });

export const addSection = (id: string, version: number, title?: string) =>
  apiRequest<NotebookReply>(`${nb(id)}/sections`, { method: 'POST', body: { version, ...(title ? { title } : {}) } });

export const updateSection = (id: string, sectionId: string, version: number, changes: { title?: string; order?: number }) =>
  apiRequest<NotebookReply>(`${nb(id)}/sections/${sectionId}`, { method: 'PATCH', body: { version, ...changes } });

export const deleteSection = (id: string, sectionId: string, version: number) => apiRequest<NotebookReply>(`${nb(id)}/sections/${sectionId}`, { method: 'DELETE', body: { version } });

export const addBlock = (id: string, sectionId: string, version: number, block: { type: 'text' | 'ai'; content?: unknown; index?: number }) =>
  apiRequest<NotebookReply>(`${nb(id)}/sections/${sectionId}/blocks`, { method: 'POST', body: { version, ...block } });

export const updateBlock = (id: string, blockId: string, version: number, content: unknown) =>
  apiRequest<NotebookReply>(`${nb(id)}/blocks/${blockId}`, { method: 'PATCH', body: { version, content } });

export const moveBlock = (id: string, blockId: string, version: number, sectionId: string, index: number) =>
  apiRequest<NotebookReply>(`${nb(id)}/blocks/${blockId}/move`, { method: 'POST', body: { version, sectionId, index } });

export const deleteBlock = (id: string, blockId: string, version: number) => apiRequest<NotebookReply>(`${nb(id)}/blocks/${blockId}`, { method: 'DELETE', body: { version } });

export const analyzeNotebook = (id: string, blockId: string) => apiRequest<NotebookReply>(`${nb(id)}/blocks/${blockId}/analyze`, { method: 'POST' });

export const acceptSuggestedTask = (id: string, blockId: string, suggestionId: string) =>
  apiRequest<NotebookReply & { task: Task }>(`${nb(id)}/blocks/${blockId}/suggested-tasks/${suggestionId}/accept`, { method: 'POST' });

export const acceptSuggestedEvent = (id: string, blockId: string, suggestionId: string) =>
  apiRequest<NotebookReply & { event: { id: string; title: string; start: string; end: string } }>(`${nb(id)}/blocks/${blockId}/suggested-events/${suggestionId}/accept`, { method: 'POST' });

export const fetchRelated = (id: string, signal?: AbortSignal) => apiRequest<{ related: RelatedNotebook[]; unavailable: string | null }>(`${nb(id)}/related`, signal ? { signal } : {});
