import { createHash } from 'node:crypto';
import type { MailLabel } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import { isFolderKey, type FolderKey } from './mailboxes';

/**
 * Label ids as callers see them. User labels are IMAP keywords (`keyword:$Label1`) or the user's own
 * mailboxes (`mailbox:Clients/Smith`); the Gmail-style system ids map to flags and folders.
 */
export type LabelTarget =
  | { kind: 'keyword'; keyword: string }
  | { kind: 'mailbox'; path: string }
  | { kind: 'flag'; flag: string; setMeansRemove: boolean }
  | { kind: 'folder'; folder: FolderKey };

const FLAG_LABELS: Record<string, { flag: string; setMeansRemove: boolean }> = {
  UNREAD: { flag: '\\Seen', setMeansRemove: true },
  STARRED: { flag: '\\Flagged', setMeansRemove: false },
  IMPORTANT: { flag: '$Important', setMeansRemove: false },
};

/** Keywords mail clients set for their own bookkeeping; not labels a person chose. */
const HOUSEKEEPING_KEYWORD = /^(\$(forwarded|mdnsent|junk|notjunk|phishing|submitted|submitpending|important|hasattachment|hasnoattachment|mailflagbit\d)|junk|nonjunk|notjunk)$/i;

const LABEL_COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#faad14'];

export const keywordLabelId = (keyword: string) => `keyword:${keyword}`;
export const mailboxLabelId = (path: string) => `mailbox:${path}`;

export function isUserKeyword(flag: string): boolean {
  return !flag.startsWith('\\') && !HOUSEKEEPING_KEYWORD.test(flag);
}

export function parseLabelId(id: string): LabelTarget {
  if (id.startsWith('keyword:') && id.length > 'keyword:'.length) return { kind: 'keyword', keyword: id.slice('keyword:'.length) };
  if (id.startsWith('mailbox:') && id.length > 'mailbox:'.length) return { kind: 'mailbox', path: id.slice('mailbox:'.length) };
  const flag = FLAG_LABELS[id];
  if (flag) return { kind: 'flag', ...flag };
  if (isFolderKey(id)) return { kind: 'folder', folder: id };
  throw new MailProviderError(`Unknown label "${id}".`, 400, false);
}

export function userLabel(id: string, name: string): MailLabel {
  const hash = createHash('sha1').update(name.toLowerCase()).digest();
  return { id, name, type: 'user', color: { backgroundColor: LABEL_COLOURS[hash[0]! % LABEL_COLOURS.length]! } };
}

/** Gmail-style label ids of one message: where it is filed, its keywords, and UNREAD/STARRED/IMPORTANT. */
export function messageLabelIds(flags: Set<string>, mailboxLabel: string): string[] {
  const labels = [mailboxLabel, ...[...flags].filter(isUserKeyword).map(keywordLabelId)];
  if (!flags.has('\\Seen')) labels.push('UNREAD');
  if (flags.has('\\Flagged')) labels.push('STARRED');
  if (isImportant(flags)) labels.push('IMPORTANT');
  return labels;
}

export function isImportant(flags: Set<string>): boolean {
  return [...flags].some((flag) => flag.toLowerCase() === '$important');
}
