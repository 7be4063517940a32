import { sql, type Kysely } from 'kysely';

/**
 * The knowledge base and the drive (issue 12): stored file bytes shared by both; the drive's tree of
 * folders and files (deleted items kept for undo); knowledge folders, some of them client matters;
 * documents and their chunks, each chunk with its place in the document, its embedding (and the model
 * that made it) and a full-text vector; and the trail of every AI use of a document's chunks.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes >= 0`))
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index stored_files_user_idx on stored_files (user_id)`.execute(db);

  await db.schema
    .createTable('drive_items')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (col) => col.references('drive_items.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('folder', 'file')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('file_id', 'uuid', (col) => col.references('stored_files.id').onDelete('cascade'))
    // Set when deleted; the item stays (hidden) so the deletion can be undone.
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('drive_items_file_kind', sql`(kind = 'file') = (file_id is not null)`)
    .execute();
  await sql`create index drive_items_user_parent_idx on drive_items (user_id, parent_id)`.execute(db);

  await db.schema
    .createTable('knowledge_folders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_folder_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('assistant_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'::uuid[]`))
    // A client matter: its documents are reachable only through it.
    .addColumn('is_matter', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('matter_client', 'text')
    .addColumn('matter_number', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index knowledge_folders_user_parent_idx on knowledge_folders (user_id, parent_folder_id)`.execute(db);

  await db.schema
    .createTable('knowledge_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
    // The nearest enclosing matter folder (null outside matters); kept in step by the folder and document writes.
    .addColumn('matter_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('text'))
    .addColumn('mime_type', 'text', (col) => col.notNull().defaultTo('text/plain'))
    .addColumn('file_id', 'uuid', (col) => col.references('stored_files.id').onDelete('set null'))
    // Where the document came from: { kind: 'text' | 'upload' | 'mail' | 'drive', ... }.
    .addColumn('source', 'jsonb', (col) => col.notNull().defaultTo(sql`'{"kind":"text"}'::jsonb`))
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('embedding', sql`vector(384)`)
    .addColumn('embedding_model', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'ready', 'error')`))
    .addColumn('retry_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`retry_count between 0 and 3`))
    .addColumn('error', 'text')
    .addColumn('page_count', 'integer')
    .addColumn('chunk_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('chunks_embedded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_updated', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index knowledge_documents_scope_idx on knowledge_documents (user_id, matter_id, folder_id)`.execute(db);

  await db.schema
    .createTable('knowledge_chunks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('knowledge_documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Copies of the document's folder and matter, so retrieval filters without a join.
    .addColumn('folder_id', 'uuid')
    .addColumn('matter_id', 'uuid')
    .addColumn('ordinal', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('page', 'integer')
    .addColumn('char_start', 'integer', (col) => col.notNull())
    .addColumn('char_end', 'integer', (col) => col.notNull())
    .addColumn('heading_path', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('token_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('embedding', sql`vector(384)`)
    .addColumn('embedding_model', 'text')
    .addColumn('search_vector', sql`tsvector`, (col) => col.generatedAlwaysAs(sql`to_tsvector('english', text)`).stored())
    .addUniqueConstraint('knowledge_chunks_document_ordinal', ['document_id', 'ordinal'])
    .execute();
  await sql`create index knowledge_chunks_scope_idx on knowledge_chunks (user_id, matter_id, folder_id)`.execute(db);
  await sql`create index knowledge_chunks_embedding_idx on knowledge_chunks using hnsw (embedding vector_cosine_ops)`.execute(db);
  await sql`create index knowledge_chunks_search_idx on knowledge_chunks using gin (search_vector)`.execute(db);

  await db.schema
    .createTable('knowledge_document_uses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // No foreign keys to the document or matter: the trail outlives them.
    .addColumn('document_id', 'uuid', (col) => col.notNull())
    .addColumn('document_name', 'text', (col) => col.notNull())
    .addColumn('matter_id', 'uuid')
    .addColumn('chunk_ids', sql`uuid[]`, (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index knowledge_document_uses_user_idx on knowledge_document_uses (user_id, matter_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['knowledge_document_uses', 'knowledge_chunks', 'knowledge_documents', 'knowledge_folders', 'drive_items', 'stored_files']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
