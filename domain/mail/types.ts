/** Mail shapes shared by providers, API and web (seed 000 §3). */

export type MailProviderKind = 'gmail' | 'imap' | 'demo';

export interface MailAccount {
  id: string;
  provider: MailProviderKind;
  email: string;
  name: string;
  connected: boolean;
  lastSynced: string | null;
  /** True for the built-in demo mailbox, so the UI labels it clearly. */
  isDemo: boolean;
}

export const SYSTEM_FOLDER_IDS = ['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM'] as const;
export type SystemFolderId = (typeof SYSTEM_FOLDER_IDS)[number];

/** Display names of the system folders, the same for every provider. */
export const SYSTEM_FOLDER_NAMES: Record<SystemFolderId, string> = { INBOX: 'Inbox', SENT: 'Sent', DRAFT: 'Drafts', TRASH: 'Trash', SPAM: 'Spam' };

export interface MailFolder {
  id: SystemFolderId;
  name: string;
  gmailLabel: string;
  unreadCount: number;
  totalCount: number;
  type: 'system';
}

export interface MailLabel {
  id: string;
  name: string;
  type: 'user';
  color: { backgroundColor: string };
}

export interface MailAttachment {
  filename: string;
  mimeType: string;
  size: number;
  attachmentId: string;
}

/** One row of the message list. */
export interface MailMessageSummary {
  id: string;
  threadId: string;
  subject: string;
  from: string;
  to: string[];
  date: string;
  snippet: string;
  labels: string[];
  read: boolean;
  unread: boolean;
  starred: boolean;
  important: boolean;
  hasAttachments: boolean;
}

export interface MailMessage extends MailMessageSummary {
  cc: string[];
  bcc: string[];
  /** Sanitised HTML (bodyMimeType text/html) or plain text (text/plain). */
  body: string;
  bodyMimeType: 'text/html' | 'text/plain';
  /** Plain-text rendering of the body, for analysis and previews. */
  textBody: string;
  attachments: MailAttachment[];
}

export interface MessageListQuery {
  folderId?: string;
  labelId?: string;
  search?: string;
  pageSize: number;
  pageToken?: string;
}

export interface MessageListPage {
  messages: MailMessageSummary[];
  nextPageToken: string | null;
  resultSizeEstimate: number;
}

export interface OutgoingMail {
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  subject: string;
  body: string;
  /** How `body` is written; without it, a body with HTML tags is HTML and anything else plain text. */
  bodyFormat?: 'html' | 'text';
  /** Set when replying, so the provider threads it. */
  inReplyToMessageId?: string;
  /** Files sent as MIME attachments. */
  attachments?: OutgoingAttachment[];
}

export interface OutgoingAttachment {
  filename: string;
  mimeType: string;
  content: Uint8Array;
}

export const MAIL_PAGE_SIZE_SCREEN = 25;
export const MAIL_PAGE_SIZE_SERVICE = 20;
export const MAIL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAIL_BATCH_TRASH_CHUNK = 100;
export const MAIL_CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const DEFAULT_FOLDER: SystemFolderId = 'INBOX';
