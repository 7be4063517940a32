import type { gmail_v1 } from 'googleapis';
import { SYSTEM_FOLDER_IDS, SYSTEM_FOLDER_NAMES, type MailFolder, type MessageListQuery, type SystemFolderId } from '../../../domain/mail/types';

/** Folder names of seed 000 §9 to Gmail label ids; "archive" is all mail, which no label selects. */
const FOLDER_LABELS: Record<string, string | null> = {
  inbox: 'INBOX',
  sent: 'SENT',
  drafts: 'DRAFT',
  draft: 'DRAFT',
  trash: 'TRASH',
  spam: 'SPAM',
  archive: null,
  /** Searching every folder: no label, and Gmail's `in:anywhere` so Trash and Spam are searched too. */
  all: null,
};

export function folderLabelId(folderId: string): string | null {
  const mapped = FOLDER_LABELS[folderId.toLowerCase()];
  return mapped === undefined ? folderId : mapped;
}

/** The messages.list parameters of a list query: folder and label as repeated labelIds, the search as q. */
export function listParams(query: MessageListQuery): gmail_v1.Params$Resource$Users$Messages$List {
  const labelIds = [query.folderId ? folderLabelId(query.folderId) : null, query.labelId ?? null].filter((id): id is string => Boolean(id));
  const typed = query.search?.trim();
  const search = query.folderId?.toUpperCase() === 'ALL' ? [typed, 'in:anywhere'].filter(Boolean).join(' ') : typed;
  return {
    userId: 'me',
    maxResults: query.pageSize,
    ...(labelIds.length > 0 ? { labelIds } : {}),
    ...(search ? { q: search } : {}),
    ...(query.pageToken ? { pageToken: query.pageToken } : {}),
  };
}

/** The listed system folders with their counts, from labels.get. */
export async function listSystemFolders(api: gmail_v1.Gmail): Promise<MailFolder[]> {
  return Promise.all(
    SYSTEM_FOLDER_IDS.map(async (id) => {
      const { data } = await api.users.labels.get({ userId: 'me', id });
      return { id, name: SYSTEM_FOLDER_NAMES[id], gmailLabel: id, unreadCount: data.messagesUnread ?? 0, totalCount: data.messagesTotal ?? 0, type: 'system' as const };
    }),
  );
}

/** Labels to add and remove to move a message into a folder: into the target, out of the inbox. */
export function moveLabels(folderId: SystemFolderId): { addLabelIds: string[]; removeLabelIds: string[] } {
  // Moving back to the inbox takes the message out of trash and spam instead.
  if (folderId === 'INBOX') return { addLabelIds: ['INBOX'], removeLabelIds: ['TRASH', 'SPAM'] };
  return { addLabelIds: [folderId], removeLabelIds: ['INBOX'] };
}
