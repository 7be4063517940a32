import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createNotebook, deleteNotebook, fetchNotebook, fetchNotebooks, fetchRelated, importNotebook, type NotebookFilters, type NotebookReply, type NotebookSummary } from '../../../api/notebooks';
import { notebooksKeys } from './notebooksKeys';

export function useNotebookList(filters: NotebookFilters) {
  return useQuery<NotebookSummary[]>({
    queryKey: notebooksKeys.list(filters),
    queryFn: ({ signal }) => fetchNotebooks(filters, signal).then((reply) => reply.notebooks),
    placeholderData: keepPreviousData,
  });
}

export function useNotebook(notebookId: string | null) {
  return useQuery({
    queryKey: notebooksKeys.detail(notebookId ?? ''),
    queryFn: ({ signal }) => fetchNotebook(notebookId!, signal),
    enabled: notebookId !== null,
  });
}

export function useRelated(notebookId: string) {
  return useQuery({ queryKey: notebooksKeys.related(notebookId), queryFn: ({ signal }) => fetchRelated(notebookId, signal) });
}

/** Create (blank or from a template), import and delete; each refreshes the lists. */
export function useNotebookActions() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: notebooksKeys.lists() });
  const remember = (reply: NotebookReply) => client.setQueryData(notebooksKeys.detail(reply.notebook.id), reply);
  return {
    create: useMutation({ mutationFn: createNotebook, onSuccess: remember, onSettled: settle }),
    import: useMutation({ mutationFn: importNotebook, onSuccess: remember, onSettled: settle }),
    remove: useMutation({
      mutationFn: deleteNotebook,
      onSuccess: (_, id) => client.removeQueries({ queryKey: notebooksKeys.detail(id) }),
      onSettled: settle,
    }),
  };
}
