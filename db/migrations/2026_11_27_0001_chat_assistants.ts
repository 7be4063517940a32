import { sql, type Kysely } from 'kysely';

/**
 * AI chat and assistants (issue 13): the user's assistants; conversations and their messages (an
 * assistant message is written while it streams, with the sources it was given and its checked
 * citations); the documents linked to a conversation; and the privileged (local-only) mark on
 * knowledge folders, whose contents never go to a remote AI provider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assistants')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('system_prompt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    // A data URL of the resized JPEG, or null.
    .addColumn('avatar', 'text')
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('general'))
    .addColumn('capabilities', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // null: the workspace's configured model.
    .addColumn('model', 'text')
    .addColumn('temperature', 'real', (col) => col.notNull().defaultTo(0.3))
    .addColumn('max_tokens', 'integer', (col) => col.notNull().defaultTo(2048))
    .addColumn('tools', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('file_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The store entry it was installed from, if any.
    .addColumn('catalogue_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index assistants_user_idx on assistants (user_id, is_active)`.execute(db);

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Restrict: an assistant that past conversations used is retired (inactive, renamed), not removed.
    .addColumn('assistant_id', 'uuid', (col) => col.references('assistants.id').onDelete('restrict'))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    // 'auto' until the person renames it.
    .addColumn('title_source', 'text', (col) => col.notNull().defaultTo('auto').check(sql`title_source in ('auto', 'user')`))
    .addColumn('is_pinned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('model', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index conversations_user_idx on conversations (user_id, is_pinned desc, updated_at desc)`.execute(db);

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Order inside the conversation.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('complete')
        .check(sql`status in ('streaming', 'complete', 'stopped', 'error', 'interrupted')`),
    )
    // 'Error: {message}' when the reply failed.
    .addColumn('error', 'text')
    .addColumn('model', 'text')
    .addColumn('provider', 'text')
    // Set by a Stop from any API process; the generating process checks it as it writes.
    .addColumn('stop_requested', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sources', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('citations', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notices', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_messages_position', ['conversation_id', 'position'])
    .execute();
  await sql`create index chat_messages_user_status_idx on chat_messages (user_id, status)`.execute(db);
  await sql`create index chat_messages_search_idx on chat_messages using gin (to_tsvector('english', content))`.execute(db);

  await db.schema
    .createTable('conversation_documents')
    .addColumn('conversation_id', 'uuid', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('knowledge_documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_title', 'text', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull().defaultTo('document'))
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('ai-generated'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_documents_pk', ['conversation_id', 'document_id'])
    .execute();

  // Local-only: the folder's documents (and those of its subfolders) are never sent to a remote model.
  await db.schema
    .alterTable('knowledge_folders')
    .addColumn('is_privileged', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('knowledge_folders').dropColumn('is_privileged').execute();
  await db.schema.dropTable('conversation_documents').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('conversations').execute();
  await db.schema.dropTable('assistants').execute();
}
