import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFolder, deleteFolder, updateFolder, type FolderChanges, type FolderInput } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { knowledgeKeys } from './knowledgeKeys';

/** Create, change and delete folders; each refreshes the folders and the documents (their matter may have changed). */
export function useFolderMutations() {
  const client = useQueryClient();
  const toast = useToast();
  const refresh = () => client.invalidateQueries({ queryKey: knowledgeKeys.all });

  const create = useMutation({
    mutationFn: (input: FolderInput) => createFolder(input),
    onSuccess: (folder) => toast.success(folder.isMatter ? `Matter “${folder.name}” created` : `Folder “${folder.name}” created`),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ folderId, changes }: { folderId: string; changes: FolderChanges }) => updateFolder(folderId, changes),
    onSuccess: (folder) => toast.success(`Saved “${folder.name}”`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (folderId: string) => deleteFolder(folderId),
    onError: (error) => toast.error(`Could not delete the folder: ${errorMessage(error)}`),
    onSettled: refresh,
  });
  return { create, update, remove };
}
