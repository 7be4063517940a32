import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's memory of each person (when they last looked, whether they put the first-run checklist
 * away) and the full-text indexes the top-bar search reads. Each index is on the very expression the
 * search queries (api/search/documents.ts): English stems for whole words and the plain words for
 * prefixes as you type. Frozen in time: the expressions are written out here, not imported.
 */
const SEARCH_INDEXES: ReadonlyArray<{ name: string; table: string; document: string }> = [
  { name: 'demo_messages_search', table: 'demo_messages', document: `subject || ' ' || from_address || ' ' || snippet` },
  { name: 'email_analyses_search', table: 'email_analyses', document: `summary` },
  {
    name: 'calendar_events_search',
    table: 'calendar_events',
    document: `title || ' ' || description || ' ' || coalesce(location, '') || ' ' || coalesce(case_number, '') || ' ' || coalesce(hearing_type, '') || ' ' || coalesce(judge, '')`,
  },
  { name: 'tasks_search', table: 'tasks', document: `title || ' ' || description` },
  { name: 'automations_search', table: 'automations', document: `name || ' ' || description` },
  { name: 'knowledge_documents_search', table: 'knowledge_documents', document: `name || ' ' || left(content, 100000)` },
  { name: 'conversations_search', table: 'conversations', document: `title` },
  { name: 'chat_messages_search', table: 'chat_messages', document: `left(content, 100000)` },
  { name: 'notebooks_search', table: 'notebooks', document: `title || ' ' || description` },
  { name: 'notebook_blocks_search', table: 'notebook_blocks', document: `left(plain_text, 100000)` },
];

const vector = (document: string) => `(to_tsvector('english'::regconfig, ${document}) || to_tsvector('simple'::regconfig, ${document}))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dashboard_visits')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_visit_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('previous_visit_at', 'timestamptz')
    .addColumn('checklist_dismissed_at', 'timestamptz')
    .execute();

  for (const index of SEARCH_INDEXES) {
    await sql.raw(`CREATE INDEX ${index.name} ON ${index.table} USING gin (${vector(index.document)})`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of SEARCH_INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${index.name}`).execute(db);
  await db.schema.dropTable('dashboard_visits').ifExists().execute();
}
