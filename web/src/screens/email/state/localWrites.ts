import type { MailFolder, MailMessageSummary, MessageListPage } from '../../../../../domain/mail/types';
import { cancelLoads, patchQueries, snapshotQueries, type Rollback } from '../../../data/optimistic';
import { queryClient } from '../../../data/queryClient';
import { mailKeys } from './keys';

/**
 * Optimistic writes to the cached mail of one account (seed 000 §4: read and unread flip flags at
 * once, move and delete remove the message at once). Each resolves with the rollback for a failed call.
 * Loads of the account's lists, messages and folders still running are cancelled first: an answer
 * requested before the write cannot overwrite it (the caller refetches once the call settled).
 */

async function saveAccount(accountId: string): Promise<Rollback> {
  const keys = [mailKeys.lists(accountId), mailKeys.messages(accountId), mailKeys.folders(accountId)];
  await Promise.all(keys.map(cancelLoads));
  const restores = keys.map((key) => snapshotQueries(key));
  return () => {
    for (const restore of restores) restore();
  };
}

export async function changeMessages(
  accountId: string,
  messageIds: readonly string[],
  change: <T extends MailMessageSummary>(message: T) => T,
): Promise<Rollback> {
  const rollback = await saveAccount(accountId);
  const ids = new Set(messageIds);
  queryClient.setQueriesData<MessageListPage>({ queryKey: mailKeys.lists(accountId) }, (page) =>
    page ? { ...page, messages: page.messages.map((message) => (ids.has(message.id) ? change(message) : message)) } : page,
  );
  queryClient.setQueriesData<MailMessageSummary>({ queryKey: mailKeys.messages(accountId) }, (message) =>
    message && ids.has(message.id) ? change(message) : message,
  );
  return rollback;
}

export async function removeMessages(accountId: string, messageIds: readonly string[]): Promise<Rollback> {
  const rollback = await saveAccount(accountId);
  const ids = new Set(messageIds);
  queryClient.setQueriesData<MessageListPage>({ queryKey: mailKeys.lists(accountId) }, (page) => {
    if (!page) return page;
    const messages = page.messages.filter((message) => !ids.has(message.id));
    const removed = page.messages.length - messages.length;
    return removed ? { ...page, messages, resultSizeEstimate: Math.max(0, page.resultSizeEstimate - removed) } : page;
  });
  return rollback;
}

/** Moves the unread count of a system folder by `delta` (never below zero). */
export async function adjustUnread(accountId: string, folderId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await patchQueries<MailFolder[]>(mailKeys.folders(accountId), (folders) =>
    folders.map((folder) =>
      folder.id === folderId ? { ...folder, unreadCount: Math.max(0, folder.unreadCount + delta) } : folder,
    ),
  );
}

export const markedRead =
  (read: boolean) =>
  <T extends MailMessageSummary>(message: T): T => ({ ...message, read, unread: !read });

export const withLabel =
  (labelId: string, present: boolean) =>
  <T extends MailMessageSummary>(message: T): T => ({
    ...message,
    labels: present
      ? [...message.labels.filter((id) => id !== labelId), labelId]
      : message.labels.filter((id) => id !== labelId),
  });
