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
