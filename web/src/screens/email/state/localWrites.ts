import type { MailFolder, MailMessageSummary, MessageListPage } from '../../../../../domain/mail/types';
import { mutate, snapshot } from '../../../data/resourceCache';
import { foldersKey, listPrefix, messagePrefix } from './keys';

/**
 * Optimistic writes to the cached mail of one account (seed 000 §4: read and unread flip flags at
 * once, move and delete remove the message at once). Each returns the rollback for a failed call.
 */

type Rollback = () => void;

function saveAccount(accountId: string): Rollback {
  const restoreLists = snapshot(listPrefix(accountId));
  const restoreMessages = snapshot(messagePrefix(accountId));
  const restoreFolders = snapshot(foldersKey(accountId));
  return () => {
    restoreLists();
    restoreMessages();
    restoreFolders();
  };
}

export function changeMessages(
  accountId: string,
  messageIds: readonly string[],
  change: <T extends MailMessageSummary>(message: T) => T,
): Rollback {
  const rollback = saveAccount(accountId);
  const ids = new Set(messageIds);
  mutate<MessageListPage>(listPrefix(accountId), (page) => ({
    ...page,
    messages: page.messages.map((message) => (ids.has(message.id) ? change(message) : message)),
  }));
  mutate<MailMessageSummary>(messagePrefix(accountId), (message) => (ids.has(message.id) ? change(message) : message));
  return rollback;
}

export function removeMessages(accountId: string, messageIds: readonly string[]): Rollback {
  const rollback = saveAccount(accountId);
  const ids = new Set(messageIds);
  mutate<MessageListPage>(listPrefix(accountId), (page) => {
    const messages = page.messages.filter((message) => !ids.has(message.id));
    const removed = page.messages.length - messages.length;
    return removed ? { ...page, messages, resultSizeEstimate: Math.max(0, page.resultSizeEstimate - removed) } : page;
  });
  return rollback;
}

/** Moves the unread count of a system folder by `delta` (never below zero). */
export function adjustUnread(accountId: string, folderId: string, delta: number): void {
  if (delta === 0) return;
  mutate<MailFolder[]>(foldersKey(accountId), (folders) =>
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
