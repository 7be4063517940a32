import { sql, type Kysely } from 'kysely';

/**
 * The notice a deadline chain was proposed from ({ accountId, messageId, subject, from }), so the chain is
 * shown with its notice and in that notice's analysis panel. Chains proposed before this take the source of
 * their hearing event (the last notice that set or moved the hearing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deadline_chains').addColumn('source', 'jsonb').execute();
  await sql`
    update deadline_chains c set source = e.email_source
    from calendar_events e
    where e.id = c.hearing_event_id and e.user_id = c.user_id and e.email_source is not null and e.email_source <> 'null'::jsonb`.execute(db);
  await sql`create index deadline_chains_source_idx on deadline_chains (user_id, (source ->> 'messageId')) where source is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists deadline_chains_source_idx`.execute(db);
  await db.schema.alterTable('deadline_chains').dropColumn('source').execute();
}
