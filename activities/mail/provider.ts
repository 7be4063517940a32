import type {
  MailFolder,
  MailLabel,
  MailMessage,
  MailProviderKind,
  MessageListPage,
  MessageListQuery,
  OutgoingMail,
  SystemFolderId,
} from '../../domain/mail/types';

export interface AttachmentContent {
  filename: string;
  mimeType: string;
  data: Buffer;
}

/**
 * One mailbox, whatever serves it (Gmail API, IMAP/SMTP, the demo mailbox in Postgres).
 * Message and label ids are the provider's own, opaque to callers.
 */
export interface MailProvider {
  readonly kind: MailProviderKind;
  listFolders(): Promise<MailFolder[]>;
  listLabels(): Promise<MailLabel[]>;
  /** Creates a label; when one of that name exists (409), returns it (looked up case-insensitively). */
  createLabel(name: string): Promise<MailLabel>;
  listMessages(query: MessageListQuery): Promise<MessageListPage>;
  getMessage(messageId: string): Promise<MailMessage>;
  getAttachment(messageId: string, attachmentId: string): Promise<AttachmentContent>;
  setRead(messageIds: string[], read: boolean): Promise<void>;
  modifyLabels(messageId: string, addLabelIds: string[], removeLabelIds: string[]): Promise<void>;
  moveToFolder(messageId: string, folderId: SystemFolderId): Promise<void>;
  /** Moves to trash, in chunks of 100 where the provider batches. */
  trash(messageIds: string[]): Promise<void>;
  archive(messageId: string): Promise<void>;
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /** Files the message in Drafts without sending it (a reply keeps its thread). */
  saveDraft(mail: OutgoingMail): Promise<{ id: string }>;
  /**
   * Inbox messages that arrived since the cursor. The first call (cursor null) returns no ids and a
   * starting cursor, so linking an account does not analyse its whole history.
   */
  pollNewMessages(cursor: string | null): Promise<{ messageIds: string[]; cursor: string }>;
  close?(): Promise<void>;
}

/** A provider call failed in a way the user must fix (expired auth, denied access): not worth retrying. */
export class MailProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailProviderError';
  }
}
