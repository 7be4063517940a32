import { sql, type Kysely } from 'kysely';

/** Linked mail accounts, OAuth state, the demo mailbox and its labels. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('linked_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('gmail', 'imap', 'demo')`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('provider_account_id', 'text')
    .addColumn('connected', 'boolean', (col) => col.notNull().defaultTo(true))
    // Tokens or passwords, AES-256-GCM encrypted; never stored in the clear.
    .addColumn('credentials_encrypted', 'text')
    .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sync_cursor', 'text')
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index linked_accounts_user_provider_email_key on linked_accounts (user_id, provider, lower(email))`.execute(db);

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('return_to', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('demo_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('linked_accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('thread_id', 'text', (col) => col.notNull())
    .addColumn('rfc822_message_id', 'text')
    .addColumn('folder', 'text', (col) => col.notNull().check(sql`folder in ('INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM', 'ARCHIVE')`))
    .addColumn('label_ids', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('to_addresses', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cc_addresses', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('bcc_addresses', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('snippet', 'text', (col) => col.notNull().defaultTo(''))
    // The message as it came over the wire; bodies and attachments are parsed from it on read.
    .addColumn('raw', 'text', (col) => col.notNull())
    .addColumn('has_attachments', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_read', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_starred', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_important', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Keyset paging of one folder, newest first: (sent_at, id) is the cursor.
  await sql`create index demo_messages_folder_page_idx on demo_messages (account_id, folder, sent_at desc, id desc)`.execute(db);
  await sql`create index demo_messages_unread_idx on demo_messages (account_id, folder) where not is_read`.execute(db);
  await sql`create index demo_messages_labels_idx on demo_messages using gin (label_ids)`.execute(db);

  await db.schema
    .createTable('demo_labels')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('linked_accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index demo_labels_account_name_key on demo_labels (account_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_labels').execute();
  await db.schema.dropTable('demo_messages').execute();
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('linked_accounts').execute();
}
