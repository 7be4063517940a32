import { sql, type Kysely } from 'kysely';

/**
 * Legal research and writing (seed 001 §3, §5, §7–§9): legal documents (drafts first) with the citations
 * found in them and each one's checked state; document templates (own, or public to everyone); writing-style
 * profiles; the case searches a person ran and the cases they saved, each to a matter (a knowledge folder
 * marked as a client matter) or to their general research; and the professional-mode switch.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').addColumn('professional_mode', 'boolean', (col) => col.notNull().defaultTo(false)).execute();

  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('document_type', 'text', (col) => col.notNull().check(sql`char_length(document_type) between 1 and 60`))
    // The template's text with {{field}} placeholders; what generation and the plain DOCX export fill.
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    // An uploaded Word file with {field} tags: when present, export fills it and keeps its formatting.
    .addColumn('docx', 'bytea')
    .addColumn('docx_filename', 'text')
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index document_templates_owner_idx on document_templates (user_id, updated_at desc)`.execute(db);
  await sql`create index document_templates_public_idx on document_templates (is_public) where is_public`.execute(db);

  await db.schema
    .createTable('writing_styles')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 200`))
    // Every style characteristic of seed 001 §3.
    .addColumn('characteristics', 'jsonb', (col) => col.notNull())
    .addColumn('sample_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index writing_styles_user_idx on writing_styles (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('legal_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull().check(sql`char_length(title) between 1 and 300`))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('document_type', 'text', (col) => col.notNull().check(sql`char_length(document_type) between 1 and 60`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft').check(sql`status in ('draft', 'review', 'final')`))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // { generated, template_id, style_id, instructions, context: { documents, cases }, model }
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('template_id', 'uuid', (col) => col.references('document_templates.id').onDelete('set null'))
    .addColumn('style_id', 'uuid', (col) => col.references('writing_styles.id').onDelete('set null'))
    .addColumn('matter_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('set null'))
    // Raised by every edit; a write based on an older version is refused (409).
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('embedding', sql`vector(384)`)
    .addColumn('search_vector', sql`tsvector`, (col) => col.generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || content)`).stored())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index legal_documents_user_idx on legal_documents (user_id, created_at desc)`.execute(db);
  await sql`create index legal_documents_search_idx on legal_documents using gin (search_vector)`.execute(db);

  await db.schema
    .createTable('citations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('legal_documents.id').onDelete('cascade'))
    .addColumn('citation_text', 'text', (col) => col.notNull())
    .addColumn('normalized', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('start_index', 'integer', (col) => col.notNull())
    .addColumn('end_index', 'integer', (col) => col.notNull())
    .addColumn('state', 'text', (col) =>
      col.notNull().defaultTo('unverified').check(sql`state in ('verified', 'ambiguous', 'not_found', 'invalid_reporter', 'in_firm_documents', 'unverified')`),
    )
    .addColumn('relevance_score', 'real')
    // Who answered: 'courtlistener' or 'firm_documents'; null while nobody could.
    .addColumn('source', 'text')
    .addColumn('url', 'text')
    // The state in words, and what it matched: { message, caseName, documentId, documentTitle, … }
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('checked_at', 'timestamptz')
    // A person confirmed this citation themselves, so the document may be exported though no source verified it.
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index citations_document_idx on citations (document_id, start_index)`.execute(db);

  await db.schema
    .createTable('case_searches')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The case search query of seed 001 §3: { query, jurisdiction, court, dateRange: { start, end }, limit }
    .addColumn('query', 'jsonb', (col) => col.notNull())
    .addColumn('results', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // How each service answered: { caselaw: 'answered' | 'failed' | 'skipped', courtlistener: … }
    .addColumn('sources', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Both services failed and the built-in landmark cases were shown.
    .addColumn('fallback', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index case_searches_user_idx on case_searches (user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('saved_cases')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // A client matter; null keeps the case in the person's general research.
    .addColumn('matter_id', 'uuid', (col) => col.references('knowledge_folders.id').onDelete('cascade'))
    // Name plus citation, lower-cased: the same key the search de-duplicates by.
    .addColumn('case_key', 'text', (col) => col.notNull())
    // The case law result of seed 001 §3: { id, name, citation, court, date, summary, url, relevance }
    .addColumn('case', 'jsonb', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index saved_cases_once_idx on saved_cases (user_id, case_key, matter_id) nulls not distinct`.execute(db);
  await sql`create index saved_cases_matter_idx on saved_cases (user_id, matter_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['saved_cases', 'case_searches', 'citations', 'legal_documents', 'writing_styles', 'document_templates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('user_settings').dropColumn('professional_mode').execute();
}
