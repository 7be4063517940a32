import type { DriveItemView, GoogleDriveFileView } from '../../../domain/files/drive-views';
import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';
import { apiRequest } from './client';

/** The file drive (seed 000 §2): folders, files, the trash's undo, a read-only Google Drive listing. */

export type { DriveItemView, GoogleDriveFileView };

export interface DriveFolderListing {
  items: DriveItemView[];
  /** The folders from the top of the drive down to the one listed. */
  path: Array<{ id: string; name: string }>;
}

export interface GoogleDriveListing {
  linked: boolean;
  files: GoogleDriveFileView[];
  nextPageToken: string | null;
}

export interface DriveDebug {
  storage: { files: number; bytes: number; limitBytes: number };
  trash: { items: number };
  google: { linked: boolean; scopeGranted: boolean; error?: string };
}

const itemPath = (itemId: string) => `/api/drive/items/${encodeURIComponent(itemId)}`;

export const fetchDriveFolder = (parentId: string | null, signal?: AbortSignal) =>
  apiRequest<DriveFolderListing>(`/api/drive/items${parentId ? `?parentId=${encodeURIComponent(parentId)}` : ''}`, signal ? { signal } : {});

export const createDriveFolder = (name: string, parentId: string | null) =>
  apiRequest<DriveItemView>('/api/drive/folders', { method: 'POST', body: { name, parentId } });

export const updateDriveItem = (itemId: string, changes: { name?: string; parentId?: string | null }) =>
  apiRequest<DriveItemView>(itemPath(itemId), { method: 'PATCH', body: changes });

export const deleteDriveItem = (itemId: string) => apiRequest<void>(itemPath(itemId), { method: 'DELETE' });

export const restoreDriveItem = (itemId: string) => apiRequest<DriveItemView>(`${itemPath(itemId)}/restore`, { method: 'POST' });

/** Where the file's bytes are: shown inline for previews, or always as a download. */
export const driveContentUrl = (itemId: string, download = false) => `${itemPath(itemId)}/content${download ? '?download=1' : ''}`;

export async function fetchDriveText(itemId: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(driveContentUrl(itemId), { credentials: 'include', signal: signal ?? null });
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, 'The file could not be read.');
  return response.text();
}

export const fetchGoogleDrive = (pageToken: string | null, signal?: AbortSignal) =>
  apiRequest<GoogleDriveListing>(`/api/drive/google${pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : ''}`, signal ? { signal } : {});

export const fetchDriveDebug = (signal?: AbortSignal) => apiRequest<DriveDebug>('/api/drive/debug', signal ? { signal } : {});

/** The knowledge base's import of a drive file (built by the knowledge area). */
export const addDriveFileToKnowledge = (driveItemId: string) =>
  apiRequest<{ id: string; title?: string }>('/api/knowledge/documents/from-drive', { method: 'POST', body: { driveItemId } });

/**
 * Uploads one file's raw bytes (fetch cannot report upload progress, so XMLHttpRequest). The browser adds
 * our Origin header itself, which the server insists on for uploads.
 */
export function uploadDriveFile(file: File, parentId: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<DriveItemView> {
  const query = new URLSearchParams({ name: file.name, ...(parentId ? { parentId } : {}), ...(file.type ? { type: file.type } : {}) });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/drive/files?${query.toString()}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const reply = parseJson(request.responseText);
      if (request.status === 201) return resolve(reply as DriveItemView);
      if (isApiErrorBody(reply)) return reject(new ApiError(request.status, reply.error.code, reply.error.message));
      reject(new ApiError(request.status, `HTTP_${request.status}`, `The upload failed with status ${request.status}.`));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError));
    request.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
