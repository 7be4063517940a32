import type { AssistantView, KnowledgeBaseItem } from '../../../domain/assistants/views';
import type { CatalogueEntry } from '../../../domain/assistants/catalogue';
import type { CurrentUser } from '../../../domain/user';
import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';
import { apiRequest } from './client';

/** The assistants API (seed 001 §3, §4, §7): the user's assistants, their folders and avatars, and the store. */

export type { AssistantView, KnowledgeBaseItem };

export interface AssistantInput {
  name: string;
  description?: string;
  system_prompt?: string;
  isActive?: boolean;
  type?: string;
  capabilities?: string[];
  /** null: the workspace's configured model. */
  model?: string | null;
  temperature?: number;
  maxTokens?: number;
}

export type AssistantChanges = Partial<AssistantInput>;

export type StoreEntry = CatalogueEntry & { installedAssistantId: string | null };

const assistantPath = (id: string) => `/api/assistants/${encodeURIComponent(id)}`;

export async function fetchAssistants(signal?: AbortSignal): Promise<AssistantView[]> {
  return (await apiRequest<{ assistants: AssistantView[] }>('/api/assistants', { signal })).assistants;
}

export function fetchAssistant(id: string, signal?: AbortSignal): Promise<AssistantView> {
  return apiRequest<AssistantView>(assistantPath(id), { signal });
}

export function createAssistant(input: AssistantInput): Promise<AssistantView> {
  return apiRequest<AssistantView>('/api/assistants', { method: 'POST', body: input });
}

export function updateAssistant(id: string, changes: AssistantChanges): Promise<AssistantView> {
  return apiRequest<AssistantView>(assistantPath(id), { method: 'PATCH', body: changes });
}

/** 'retired': past conversations use it, so it was kept (inactive, named '[Deleted] …') rather than removed. */
export async function deleteAssistant(id: string): Promise<'deleted' | 'retired'> {
  return (await apiRequest<{ outcome: 'deleted' | 'retired' }>(assistantPath(id), { method: 'DELETE' })).outcome;
}

/** The link call: the folders given become the assistant's knowledge (others are unlinked). */
export function linkFolders(id: string, folderIds: string[]): Promise<AssistantView> {
  return apiRequest<AssistantView>(`${assistantPath(id)}/folders`, { method: 'PUT', body: { linkedFolders: folderIds } });
}

export function unlinkFolder(id: string, folderId: string): Promise<AssistantView> {
  return apiRequest<AssistantView>(`${assistantPath(id)}/folders/${encodeURIComponent(folderId)}`, { method: 'DELETE' });
}

export async function fetchStore(signal?: AbortSignal): Promise<StoreEntry[]> {
  return (await apiRequest<{ catalogue: StoreEntry[] }>('/api/assistant-store', { signal })).catalogue;
}

export function installFromStore(catalogueId: string): Promise<AssistantView> {
  return apiRequest<AssistantView>(`/api/assistant-store/${encodeURIComponent(catalogueId)}/install`, { method: 'POST' });
}

/** Sends an image's bytes as application/octet-stream (the browser adds our Origin, which uploads need). */
async function uploadImage<T>(path: string, file: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }
  const text = await response.text();
  let reply: unknown;
  try {
    reply = text ? JSON.parse(text) : undefined;
  } catch {
    reply = undefined;
  }
  if (response.ok) return reply as T;
  if (isApiErrorBody(reply)) throw new ApiError(response.status, reply.error.code, reply.error.message);
  throw new ApiError(response.status, `HTTP_${response.status}`, `Request failed with status ${response.status}.`);
}

export function uploadAssistantAvatar(id: string, file: Blob): Promise<AssistantView> {
  return uploadImage<AssistantView>(`${assistantPath(id)}/avatar`, file);
}

export async function uploadProfileAvatar(file: Blob): Promise<CurrentUser> {
  return (await uploadImage<{ user: CurrentUser }>('/api/profile/avatar', file)).user;
}
