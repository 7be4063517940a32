import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StickyNoteColor } from '../../../../domain/sticky-notes/colors';
import type { StickyNote } from '../../../../domain/sticky-notes/note';
import { errorMessage } from '../../api/ApiError';
import * as api from '../../api/stickyNotes';
import { useToast } from '../../toast/useToast';
import { stickyNotesKeys } from './notificationsKeys';

/** The user's sticky notes, newest first; other tabs' changes arrive through the live channel. */
export function useStickyNotes(enabled: boolean) {
  return useQuery({ queryKey: stickyNotesKeys.list(), queryFn: ({ signal }) => api.fetchStickyNotes(signal), enabled });
}

export function useStickyNoteActions() {
  const client = useQueryClient();
  const toast = useToast();
  const key = stickyNotesKeys.list();
  const refresh = () => client.invalidateQueries({ queryKey: stickyNotesKeys.all });
  const patch = (change: (notes: StickyNote[]) => StickyNote[]) => client.setQueryData<StickyNote[]>(key, (notes) => (notes ? change(notes) : notes));

  const create = useMutation({
    mutationFn: (input: { content: string; color: StickyNoteColor }) => api.createStickyNote(input),
    onSuccess: (note) => patch((notes) => [note, ...notes.filter((existing) => existing.id !== note.id)]),
    onError: (error) => toast.error(`Could not add the note: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ noteId, changes }: { noteId: string; changes: { content?: string; color?: StickyNoteColor } }) => api.updateStickyNote(noteId, changes),
    onSuccess: (note) => patch((notes) => notes.map((existing) => (existing.id === note.id ? note : existing))),
    onError: (error) => toast.error(`Could not update the note: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => api.deleteStickyNote(noteId),
    onMutate: async (noteId) => {
      await client.cancelQueries({ queryKey: stickyNotesKeys.all });
      const previous = client.getQueryData<StickyNote[]>(key);
      patch((notes) => notes.filter((note) => note.id !== noteId));
      return { previous };
    },
    onError: (error, _noteId, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(`Could not delete the note: ${errorMessage(error)}`);
    },
    onSettled: refresh,
  });
  return { create, update, remove };
}
