import type { Kysely } from 'kysely';

/**
 * An automation's draft: what the builder holds that is not (or not yet) a valid version. It may be invalid;
 * it is never run. Triggers, schedules, webhooks and manual runs read the current version only, so the last
 * published version keeps running while a draft is edited. One draft per automation, overwritten by each save.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('automations')
    .addColumn('draft_definition', 'jsonb')
    .addColumn('draft_saved_at', 'timestamptz')
    // The version the draft was started from (0: before the first version).
    .addColumn('draft_base_version', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('automations').dropColumn('draft_definition').dropColumn('draft_saved_at').dropColumn('draft_base_version').execute();
}
