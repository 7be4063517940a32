import type { MailAccount, MailLabel } from '../../../domain/mail/types';
import { apiRequest } from './client';
import { accountPath, messagePath } from './mail';

/** Writes of the mail API: message actions, labels, sending and the demo mailbox. */

export async function markRead(accountId: string, messageIds: string[], read: boolean): Promise<void> {
  await apiRequest<void>(`${accountPath(accountId)}/messages/read`, { method: 'POST', body: { messageIds, read } });
}

export async function modifyLabels(
  accountId: string,
  messageId: string,
  change: { add: string[]; remove: string[] },
): Promise<void> {
  await apiRequest<void>(`${messagePath(accountId, messageId)}/labels`, { method: 'POST', body: change });
}

export async function moveMessage(accountId: string, messageId: string, folderId: string): Promise<void> {
  await apiRequest<void>(`${messagePath(accountId, messageId)}/move`, { method: 'POST', body: { folderId } });
}

export async function archiveMessage(accountId: string, messageId: string): Promise<void> {
  await apiRequest<void>(`${messagePath(accountId, messageId)}/archive`, { method: 'POST' });
}

export async function trashMessages(accountId: string, messageIds: string[]): Promise<void> {
  await apiRequest<void>(`${accountPath(accountId)}/messages/trash`, { method: 'POST', body: { messageIds } });
}

/** The same delete, sent while the page unloads (the request outlives the page). */
export function trashMessagesOnLeave(accountId: string, messageIds: string[]): void {
  void fetch(`${accountPath(accountId)}/messages/trash`, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ messageIds }),
  }).catch(() => undefined);
}

export interface SendInput {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  body: string;
}

export async function sendMail(accountId: string, mail: SendInput): Promise<string> {
  const reply = await apiRequest<{ id: string }>(`${accountPath(accountId)}/send`, { method: 'POST', body: mail });
  return reply.id;
}

/** 201 with the label, or 200 with the existing one of that name. */
export async function createLabel(accountId: string, name: string): Promise<MailLabel> {
  const reply = await apiRequest<{ label: MailLabel }>(`${accountPath(accountId)}/labels`, {
    method: 'POST',
    body: { name },
  });
  return reply.label;
}

/** Demo accounts only: "receives" the next sample message; its analysis starts on the server. */
export async function receiveSampleMessage(accountId: string): Promise<string> {
  const reply = await apiRequest<{ messageId: string }>(`${accountPath(accountId)}/demo/receive`, { method: 'POST' });
  return reply.messageId;
}

export async function removeAccount(accountId: string): Promise<void> {
  await apiRequest<void>(accountPath(accountId), { method: 'DELETE' });
}

/** The Google consent address to navigate to; rejects (503) with a message when Gmail is not configured. */
export async function gmailConnectUrl(): Promise<string> {
  const reply = await apiRequest<{ url: string }>('/api/mail/gmail/connect');
  return reply.url;
}

export interface ImapAccountInput {
  email: string;
  name: string;
  imapHost: string;
  imapPort: number;
  imapSecure: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  username: string;
  password: string;
}

export async function addImapAccount(input: ImapAccountInput): Promise<MailAccount> {
  const reply = await apiRequest<{ account: MailAccount }>('/api/mail/accounts/imap', { method: 'POST', body: input });
  return reply.account;
}
