import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface LinkedAccountsTable {
  id: Generated<string>;
  user_id: string;
  provider: 'gmail' | 'imap' | 'demo';
  email: string;
  name: string;
  provider_account_id: string | null;
  connected: Generated<boolean>;
  credentials_encrypted: string | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  sync_cursor: string | null;
  last_synced_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OauthStatesTable {
  state: string;
  user_id: string;
  provider: string;
  return_to: string | null;
  expires_at: Date;
}

export interface DemoMessagesTable {
  id: Generated<string>;
  account_id: string;
  user_id: string;
  thread_id: string;
  rfc822_message_id: string | null;
  folder: 'INBOX' | 'SENT' | 'DRAFT' | 'TRASH' | 'SPAM' | 'ARCHIVE';
  label_ids: ColumnType<string[], string[] | undefined, string[]>;
  subject: string;
  from_address: string;
  to_addresses: JSONColumnType<string[]>;
  cc_addresses: JSONColumnType<string[]>;
  bcc_addresses: JSONColumnType<string[]>;
  sent_at: Date;
  snippet: string;
  raw: string;
  has_attachments: Generated<boolean>;
  is_read: Generated<boolean>;
  is_starred: Generated<boolean>;
  is_important: Generated<boolean>;
  created_at: CreatedAt;
}

export interface DemoLabelsTable {
  id: Generated<string>;
  account_id: string;
  user_id: string;
  name: string;
  color: string;
  created_at: CreatedAt;
}

export type LinkedAccountRow = Selectable<LinkedAccountsTable>;
export type DemoMessageRow = Selectable<DemoMessagesTable>;

export interface DemoFolderCountsTable {
  account_id: string;
  folder: string;
  total: number;
  unread: number;
}
