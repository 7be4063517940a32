import { sql, type Kysely } from 'kysely';

/**
 * Voice preferences (seed 001 §3): name, language, volume, speed, pitch, rate and the focus preferences,
 * one row per person; a person without a row has the defaults of §9. (The theme choice stays in the
 * browser under "theme", as §9 says.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voice_preferences')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en-US'))
    .addColumn('volume', 'double precision', (col) => col.notNull().defaultTo(0.8))
    .addColumn('speed', 'double precision', (col) => col.notNull().defaultTo(1))
    .addColumn('pitch', 'double precision', (col) => col.notNull().defaultTo(1))
    .addColumn('rate', 'double precision', (col) => col.notNull().defaultTo(1))
    .addColumn('ambient_sound', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sound_type', 'text', (col) => col.notNull().defaultTo('nature'))
    .addColumn('check_interval', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voice_preferences').ifExists().execute();
}
