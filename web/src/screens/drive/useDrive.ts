import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDriveFileToKnowledge,
  createDriveFolder,
  deleteDriveItem,
  fetchDriveDebug,
  fetchDriveFolder,
  fetchGoogleDrive,
  restoreDriveItem,
  updateDriveItem,
  type DriveItemView,
} from '../../api/drive';
import { errorMessage } from '../../api/ApiError';
import { useActionToast } from '../../toast/useActionToast';
import { useToast } from '../../toast/useToast';

export const driveKeys = {
  all: ['drive'] as const,
  folder: (parentId: string | null) => ['drive', 'folder', parentId ?? 'top'] as const,
  google: (pageToken: string | null) => ['drive', 'google', pageToken ?? 'first'] as const,
  debug: ['drive', 'debug'] as const,
};

export function useDriveFolder(parentId: string | null) {
  return useQuery({ queryKey: driveKeys.folder(parentId), queryFn: ({ signal }) => fetchDriveFolder(parentId, signal), placeholderData: keepPreviousData });
}

export function useGoogleDrive(pageToken: string | null, enabled: boolean) {
  return useQuery({ queryKey: driveKeys.google(pageToken), queryFn: ({ signal }) => fetchGoogleDrive(pageToken, signal), enabled, retry: false });
}

export function useDriveDebug() {
  return useQuery({ queryKey: driveKeys.debug, queryFn: ({ signal }) => fetchDriveDebug(signal), retry: false });
}

/** Every change to the drive refetches the folders on screen (and the diagnostics). */
function useInvalidateDrive() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: driveKeys.all });
}

export function useDriveActions() {
  const invalidate = useInvalidateDrive();
  const toast = useToast();
  const actionToast = useActionToast();
  const failed = (what: string) => (error: unknown) => toast.error(`${what}: ${errorMessage(error)}`);

  const createFolder = useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: string | null }) => createDriveFolder(name, parentId),
    onSuccess: (folder) => toast.success(`Folder "${folder.name}" created.`),
    onSettled: invalidate,
  });
  const rename = useMutation({
    mutationFn: ({ item, name }: { item: DriveItemView; name: string }) => updateDriveItem(item.id, { name }),
    onSuccess: (item) => toast.success(`Renamed to "${item.name}".`),
    onSettled: invalidate,
  });
  const move = useMutation({
    mutationFn: ({ item, parentId }: { item: DriveItemView; parentId: string | null; folderName: string }) => updateDriveItem(item.id, { parentId }),
    // A refusal is shown inside the move dialog, which stays open.
    onSuccess: (item, { folderName }) => toast.success(`Moved "${item.name}" to ${folderName}.`),
    onSettled: invalidate,
  });
  const restore = useMutation({
    mutationFn: (item: DriveItemView) => restoreDriveItem(item.id),
    onSuccess: (item) => toast.success(`"${item.name}" is back.`),
    onError: failed('Could not undo the delete'),
    onSettled: invalidate,
  });
  const remove = useMutation({
    mutationFn: (item: DriveItemView) => deleteDriveItem(item.id),
    onSuccess: (_reply, item) =>
      actionToast('success', `"${item.name}" was deleted.`, { label: 'Undo', onClick: () => restore.mutate(item), testId: 'drive-undo-delete' }),
    onError: failed('Could not delete it'),
    onSettled: invalidate,
  });
  const addToKnowledge = useMutation({
    mutationFn: (item: DriveItemView) => addDriveFileToKnowledge(item.id),
    onSuccess: (_document, item) => toast.success(`"${item.name}" was added to the knowledge base. It is searchable once it has been read.`),
    onError: failed('Could not add it to the knowledge base'),
  });
  return { createFolder, rename, move, remove, restore, addToKnowledge, invalidate };
}
