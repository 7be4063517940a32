/** A file attached to a message being written (its bytes stay on the server). */
export interface MailAttachmentRef {
  id: string;
  filename: string;
  mimeType: string;
  size: number;
}

/** A draft kept by the workspace, as the API sends it. */
export interface MailDraft {
  id: string;
  accountId: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  bodyHtml: string;
  inReplyToMessageId: string | null;
  attachments: MailAttachmentRef[];
  updatedAt: string;
}

/** What saving a draft sends. */
export interface DraftInput {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  bodyHtml: string;
  inReplyToMessageId: string | null;
  attachmentIds: string[];
}
