import { sql, type Kysely } from 'kysely';

/**
 * Notebooks (issue 15, seed 001 §3–§5): notebooks with their flags, version and AI context, their
 * sections and blocks (a text block holds a Tiptap document). Each notebook keeps one embedding of its
 * whole text (with the model and the version it was made from) for the related-notebook search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notebooks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_favorite', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_template', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // A knowledge-base folder the notebook is filed under; the folder going away unfiles it.
    .addColumn('folder_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('set null'))
    .addColumn('icon', 'text')
    .addColumn('color', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`version >= 1`))
    .addColumn('ai_context', 'jsonb', (col) => col.notNull().defaultTo(sql`'{"summary": null, "keyTopics": [], "relatedNotebooks": [], "suggestedActions": []}'::jsonb`))
    .addColumn('embedding', sql`vector(384)`)
    .addColumn('embedding_model', 'text')
    // The notebook version the embedding was made from; behind `version` means it is due again.
    .addColumn('embedded_version', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_accessed', 'timestamptz')
    .execute();
  await sql`create index notebooks_user_idx on notebooks (user_id, is_archived, updated_at desc)`.execute(db);
  await sql`create index notebooks_embedding_idx on notebooks using hnsw (embedding vector_cosine_ops)`.execute(db);

  await db.schema
    .createTable('notebook_sections')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('notebook_id', 'uuid', (col) => col.notNull().references('notebooks.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notebook_sections_notebook_idx on notebook_sections (notebook_id, "order")`.execute(db);

  await db.schema
    .createTable('notebook_blocks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('section_id', 'uuid', (col) => col.notNull().references('notebook_sections.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('text', 'ai')`))
    .addColumn('content', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The block's words, kept with its content, for the full-text search.
    .addColumn('plain_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notebook_blocks_section_idx on notebook_blocks (section_id, "order")`.execute(db);
  await sql`create index notebook_blocks_search_idx on notebook_blocks using gin (to_tsvector('english', plain_text))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notebook_blocks').execute();
  await db.schema.dropTable('notebook_sections').execute();
  await db.schema.dropTable('notebooks').execute();
}
