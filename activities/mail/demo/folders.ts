import { SYSTEM_FOLDER_NAMES, type MailFolder, type SystemFolderId } from '../../../domain/mail/types';

export function systemFolder(id: SystemFolderId, totalCount: number, unreadCount: number): MailFolder {
  return { id, name: SYSTEM_FOLDER_NAMES[id], gmailLabel: id, unreadCount, totalCount, type: 'system' };
}

/** Colours offered to new labels, in turn. */
export const LABEL_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#faad14'];
