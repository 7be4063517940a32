import type { ListResponse } from 'imapflow';
import { SYSTEM_FOLDER_IDS, SYSTEM_FOLDER_NAMES, type MailFolder, type SystemFolderId } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import type { ImapConnection } from './connection';

/** The system folders plus Archive, which the product files into but does not list. */
export type FolderKey = SystemFolderId | 'ARCHIVE';

/** Special-use flags per folder, best first. imapflow also sets them from well-known names ("Sent Items", "Spam", …). */
const SPECIAL_USES: Record<FolderKey, string[]> = {
  INBOX: ['\\Inbox'],
  SENT: ['\\Sent'],
  DRAFT: ['\\Drafts'],
  TRASH: ['\\Trash'],
  SPAM: ['\\Junk'],
  ARCHIVE: ['\\Archive', '\\All'],
};

const FOLDER_NAMES: Record<FolderKey, string> = { ...SYSTEM_FOLDER_NAMES, ARCHIVE: 'Archive' };

export function isFolderKey(value: string): value is FolderKey {
  return value in SPECIAL_USES;
}

const isSelectable = (entry: ListResponse) => !entry.flags.has('\\Noselect') && !entry.flags.has('\\NonExistent');

/** The account's mailboxes: which one plays which system folder, and which are the user's own (labels). */
export class MailboxDirectory {
  private listing: Promise<ListResponse[]> | null = null;

  constructor(private readonly connection: ImapConnection) {}

  list(): Promise<ListResponse[]> {
    this.listing ??= this.connection.run((client) => client.list()).catch((error: unknown) => {
      this.listing = null;
      throw error;
    });
    return this.listing;
  }

  invalidate(): void {
    this.listing = null;
  }

  async pathOf(folder: FolderKey): Promise<string | null> {
    const mailboxes = (await this.list()).filter(isSelectable);
    if (folder === 'INBOX') return mailboxes.find((entry) => entry.path.toUpperCase() === 'INBOX')?.path ?? 'INBOX';
    for (const flag of SPECIAL_USES[folder]) {
      const match = mailboxes.find((entry) => entry.specialUse === flag);
      if (match) return match.path;
    }
    return null;
  }

  async requirePath(folder: FolderKey): Promise<string> {
    const path = await this.pathOf(folder);
    if (!path) throw new MailProviderError(`This mailbox has no ${FOLDER_NAMES[folder]} folder.`, 404, false);
    return path;
  }

  /** The folder's mailbox, created under its usual name when the server has none (Archive, Sent, Trash). */
  async ensurePath(folder: FolderKey): Promise<string> {
    const existing = await this.pathOf(folder);
    if (existing) return existing;
    const created = await this.connection.run((client) => client.mailboxCreate(FOLDER_NAMES[folder]));
    this.invalidate();
    return created.path;
  }

  /** The system folder a mailbox plays, if any. */
  async folderOf(path: string): Promise<FolderKey | null> {
    if (path.toUpperCase() === 'INBOX') return 'INBOX';
    const flag = (await this.list()).find((candidate) => candidate.path === path)?.specialUse;
    return (Object.keys(SPECIAL_USES) as FolderKey[]).find((folder) => flag && SPECIAL_USES[folder].includes(flag)) ?? null;
  }

  /** Mailboxes that are neither INBOX nor special-use: the user's own folders, shown as labels. */
  async userMailboxes(): Promise<ListResponse[]> {
    return (await this.list()).filter((entry) => isSelectable(entry) && !entry.specialUse && entry.path.toUpperCase() !== 'INBOX');
  }

  /** The listed system folders (those the server has), with counts from STATUS. */
  async systemFolders(): Promise<MailFolder[]> {
    const listed = await this.connection.run((client) => client.list({ statusQuery: { messages: true, unseen: true } }));
    this.listing = Promise.resolve(listed);
    const folders: MailFolder[] = [];
    for (const id of SYSTEM_FOLDER_IDS) {
      const path = await this.pathOf(id);
      if (!path) continue;
      const status = listed.find((entry) => entry.path === path)?.status;
      folders.push({ id, name: FOLDER_NAMES[id], gmailLabel: id, unreadCount: status?.unseen ?? 0, totalCount: status?.messages ?? 0, type: 'system' });
    }
    return folders;
  }
}
