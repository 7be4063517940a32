import { sql, type Kysely } from 'kysely';

/**
 * Mail drafts kept by the workspace (any account, Gmail included), the files attached to a draft or to a
 * message being written, and each person's compose settings (the signature under new messages).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_drafts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('linked_accounts.id').onDelete('cascade'))
    .addColumn('to_addresses', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cc_addresses', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bcc_addresses', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    // The editor's HTML.
    .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('in_reply_to_message_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_drafts_account_idx on mail_drafts (user_id, account_id, updated_at desc)`.execute(db);

  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Null until the message being written is saved as a draft.
    .addColumn('draft_id', 'uuid', (col) => col.references('mail_drafts.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_attachments_draft_idx on mail_attachments (draft_id)`.execute(db);

  await db.schema
    .createTable('mail_compose_settings')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('signature', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_compose_settings').ifExists().execute();
  await db.schema.dropTable('mail_attachments').ifExists().execute();
  await db.schema.dropTable('mail_drafts').ifExists().execute();
}
