import { ALL_FOLDERS, ARCHIVE_FOLDER, isSystemFolder } from '../mailRoutes';
import { useFolders, useLabels } from './useMailbox';

/** The name of the folder or label on screen ("Inbox", "Hearings"), falling back to its id. */
export function useFolderTitle(accountId: string, folderId: string): string {
  const folders = useFolders(accountId);
  const labels = useLabels(accountId);
  if (folderId === ARCHIVE_FOLDER) return 'All Mail';
  if (folderId === ALL_FOLDERS) return 'Search results';
  return (
    folders.data?.find((folder) => folder.id === folderId)?.name ??
    labels.data?.find((label) => label.id === folderId)?.name ??
    (isSystemFolder(folderId) ? folderId.charAt(0) + folderId.slice(1).toLowerCase() : 'Label')
  );
}
