import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTextDocument, deleteDocument, retryDocument, updateDocument, type DocumentView, type TextDocumentInput } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { knowledgeKeys } from './knowledgeKeys';

/** The document to act on, with the matter it lies in (the matter wall asks for it on every request). */
type DocumentRef = Pick<DocumentView, 'id' | 'matterId'>;

/** New note, move, delete and retry; each refreshes the folders' counts, the lists and the processing table. */
export function useDocumentMutations() {
  const client = useQueryClient();
  const toast = useToast();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: knowledgeKeys.documents() }),
      client.invalidateQueries({ queryKey: knowledgeKeys.folders() }),
      client.invalidateQueries({ queryKey: knowledgeKeys.processing() }),
      client.invalidateQueries({ queryKey: knowledgeKeys.searches() }),
    ]);

  const createNote = useMutation({
    mutationFn: (input: TextDocumentInput) => createTextDocument(input),
    onSuccess: (document) => toast.success(`Added “${document.title}”. It will be ready to search in a moment.`),
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: ({ document, folderId }: { document: DocumentRef; folderId: string | null }) =>
      updateDocument(document.id, document.matterId, { folderId }),
    onSuccess: (document) => toast.success(`Moved “${document.title}”`),
    onError: (error) => toast.error(`Could not move the document: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (document: DocumentRef) => deleteDocument(document.id, document.matterId),
    onError: (error) => toast.error(`Could not delete the document: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  const retry = useMutation({
    mutationFn: (document: DocumentRef) => retryDocument(document.id, document.matterId),
    onSuccess: (document) => toast.info(`Reading “${document.title}” again`),
    onError: (error) => toast.error(`Could not retry: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  return { createNote, move, remove, retry };
}
