import type { ColumnType, Generated, Selectable } from 'kysely';

export interface MailDraftsTable {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  to_addresses: Generated<string>;
  cc_addresses: Generated<string>;
  bcc_addresses: Generated<string>;
  subject: Generated<string>;
  body_html: Generated<string>;
  in_reply_to_message_id: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MailAttachmentsTable {
  id: Generated<string>;
  user_id: string;
  draft_id: string | null;
  filename: string;
  mime_type: string;
  size: number;
  content: Buffer;
  created_at: ColumnType<Date, never, never>;
}

export interface MailComposeSettingsTable {
  user_id: string;
  signature: Generated<string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type MailDraftRow = Selectable<MailDraftsTable>;
export type MailAttachmentRow = Selectable<MailAttachmentsTable>;
