import type { StickyNoteColor } from '../../../domain/sticky-notes/colors';
import type { StickyNote } from '../../../domain/sticky-notes/note';
import { apiRequest } from './client';

/** Sticky notes of the top bar's panel (seed 001 §2–§5), stored on the server. */

export type { StickyNote };

export async function fetchStickyNotes(signal?: AbortSignal): Promise<StickyNote[]> {
  return (await apiRequest<{ notes: StickyNote[] }>('/api/sticky-notes', signal ? { signal } : {})).notes;
}

export async function createStickyNote(input: { content: string; color: StickyNoteColor }): Promise<StickyNote> {
  return (await apiRequest<{ note: StickyNote }>('/api/sticky-notes', { method: 'POST', body: input })).note;
}

export async function updateStickyNote(noteId: string, changes: { content?: string; color?: StickyNoteColor }): Promise<StickyNote> {
  return (await apiRequest<{ note: StickyNote }>(`/api/sticky-notes/${encodeURIComponent(noteId)}`, { method: 'PATCH', body: changes })).note;
}

export function deleteStickyNote(noteId: string): Promise<void> {
  return apiRequest<void>(`/api/sticky-notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' });
}
