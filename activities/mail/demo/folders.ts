import type { MailFolder, SystemFolderId } from '../../../domain/mail/types';

const FOLDER_NAMES: Record<SystemFolderId, string> = {
  INBOX: 'Inbox',
  SENT: 'Sent',
  DRAFT: 'Drafts',
  TRASH: 'Trash',
  SPAM: 'Spam',
};

export function systemFolder(id: SystemFolderId, totalCount: number, unreadCount: number): MailFolder {
  return { id, name: FOLDER_NAMES[id], gmailLabel: id, unreadCount, totalCount, type: 'system' };
}

/** Colours offered to new labels, in turn. */
export const LABEL_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#faad14'];
