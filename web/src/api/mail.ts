import type {
  MailAccount,
  MailFolder,
  MailLabel,
  MailMessage,
  MessageListPage,
} from '../../../domain/mail/types';
import { apiRequest } from './client';

/** Reads of the mail API: accounts, folders, labels, message pages and single messages. */

export const accountPath = (accountId: string) => `/api/mail/accounts/${encodeURIComponent(accountId)}`;
export const messagePath = (accountId: string, messageId: string) =>
  `${accountPath(accountId)}/messages/${encodeURIComponent(messageId)}`;

export async function fetchAccounts(signal?: AbortSignal): Promise<MailAccount[]> {
  const reply = await apiRequest<{ accounts: MailAccount[] }>('/api/mail/accounts', { signal });
  return reply.accounts;
}

export async function fetchFolders(accountId: string, signal?: AbortSignal): Promise<MailFolder[]> {
  const reply = await apiRequest<{ folders: MailFolder[] }>(`${accountPath(accountId)}/folders`, { signal });
  return reply.folders;
}

export async function fetchLabels(accountId: string, signal?: AbortSignal): Promise<MailLabel[]> {
  const reply = await apiRequest<{ labels: MailLabel[] }>(`${accountPath(accountId)}/labels`, { signal });
  return reply.labels;
}

export interface MessagePageRequest {
  /** A system folder (INBOX, SENT, ...) or a user label: exactly one of the two. */
  folderId?: string;
  labelId?: string;
  search?: string;
  pageSize: number;
  pageToken?: string;
}

export function fetchMessagePage(
  accountId: string,
  request: MessagePageRequest,
  signal?: AbortSignal,
): Promise<MessageListPage> {
  const query = new URLSearchParams();
  if (request.folderId) query.set('folderId', request.folderId);
  if (request.labelId) query.set('labelId', request.labelId);
  if (request.search) query.set('search', request.search);
  query.set('pageSize', String(request.pageSize));
  if (request.pageToken) query.set('pageToken', request.pageToken);
  return apiRequest<MessageListPage>(`${accountPath(accountId)}/messages?${query.toString()}`, { signal });
}

export async function fetchMessage(accountId: string, messageId: string, signal?: AbortSignal): Promise<MailMessage> {
  const reply = await apiRequest<{ message: MailMessage }>(messagePath(accountId, messageId), { signal });
  return reply.message;
}

/** The sanitised body as its own sandboxed document, for the reading pane's frame. */
export const messageBodyUrl = (accountId: string, messageId: string, options: { showImages: boolean; theme: 'light' | 'dark' }) =>
  `${messagePath(accountId, messageId)}/body?images=${options.showImages ? 1 : 0}&theme=${options.theme}`;

/** A plain link: the server answers with Content-Disposition: attachment. */
export function attachmentUrl(accountId: string, messageId: string, attachmentId: string): string {
  return `${messagePath(accountId, messageId)}/attachments/${encodeURIComponent(attachmentId)}`;
}
