import { useParams } from 'react-router';
import { SYSTEM_FOLDER_IDS, type SystemFolderId } from '../../../../domain/mail/types';

/** The e-mail screen keeps its state in the URL: /email/folder/{accountId}/{folderId}[/{messageId}]. */

export const EMAIL_ROUTE = '/email';

export function folderRoute(accountId: string, folderId: string): string {
  return `${EMAIL_ROUTE}/folder/${encodeURIComponent(accountId)}/${encodeURIComponent(folderId)}`;
}

export function messageRoute(accountId: string, folderId: string, messageId: string): string {
  return `${folderRoute(accountId, folderId)}/${encodeURIComponent(messageId)}`;
}

/** All Mail (archived mail included; seed 000 §9: archive → all mail) and the search of every folder. */
export const ARCHIVE_FOLDER = 'ARCHIVE';
export const ALL_FOLDERS = 'ALL';
export const DEFAULT_FOLDER_ROUTE_ID = 'INBOX';

/** A folder view the server lists by folder id (system folders, All Mail, every folder); anything else is a label. */
export function isFolderView(folderId: string): boolean {
  return isSystemFolder(folderId) || folderId === ARCHIVE_FOLDER || folderId === ALL_FOLDERS;
}

/** The search of every folder, run for `query`. */
export function searchRoute(accountId: string, query: string): string {
  return `${folderRoute(accountId, ALL_FOLDERS)}?q=${encodeURIComponent(query)}`;
}

export function isSystemFolder(folderId: string): folderId is SystemFolderId {
  return (SYSTEM_FOLDER_IDS as readonly string[]).includes(folderId);
}

export interface MailLocation {
  accountId: string | undefined;
  folderId: string | undefined;
  messageId: string | undefined;
}

export function useMailLocation(): MailLocation {
  const { accountId, folderId, messageId } = useParams();
  return { accountId, folderId, messageId };
}
