import { sql, type Kysely } from 'kysely';

/**
 * Learning from what people do (seed 001 §3, §4, §9): behaviour records (a window of the last 100 per
 * user), the workflow patterns found in them, the automations suggested from those patterns (a dismissed
 * one is remembered by its pattern key, so it is not offered again), and the user's personality and work
 * style, inferred or edited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('behaviour_records')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // e.g. email.read, email.label, email.move, email.archive, email.reply, task.create, planning.accept_block, audit.approve, audit.edit, audit.reject
    .addColumn('type', 'text', (col) => col.notNull().check(sql`char_length(type) between 1 and 100`))
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // What it was done to: { senderDomain, sender, subject, label, folder, priority, … }
    .addColumn('context', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Where it came from: { accountId, messageId, taskId, auditId, … }
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index behaviour_records_user_idx on behaviour_records (user_id, id desc)`.execute(db);

  await db.schema
    .createTable('workflow_patterns')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // What makes two behaviours the same pattern, e.g. "email.label|senderDomain=eams.dir.ca.gov|label=Hearing".
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('learning'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('context', 'time')`))
    // The last 5 matching behaviours: [{ type, occurredAt, context }]
    .addColumn('actions', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('frequency', 'integer', (col) => col.notNull())
    .addColumn('confidence', 'real', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('required_capabilities', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('triggers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('complexity', 'real', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('workflow_patterns_user_key', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('automation_suggestions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pattern_id', 'uuid', (col) => col.references('workflow_patterns.id').onDelete('set null'))
    .addColumn('pattern_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('confidence', 'real', (col) => col.notNull())
    .addColumn('potential_benefits', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // Minutes: 5 per occurrence (seed 001 §9).
    .addColumn('estimated_time_saved', 'integer', (col) => col.notNull())
    .addColumn('autonomy_points', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('autonomy_level', 'text', (col) => col.notNull().check(sql`autonomy_level in ('supervised', 'semi-autonomous', 'autonomous')`))
    // Where the behaviour happened, so the suggestion can be shown there: 'email', 'tasks', 'calendar', 'audit'.
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'dismissed')`))
    .addColumn('automation_id', 'uuid', (col) => col.references('automations.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('automation_suggestions_pattern_key', ['user_id', 'pattern_key'])
    .execute();

  await db.schema
    .createTable('user_personalities')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('traits', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // { tone, verbosity, formality }
    .addColumn('communication_style', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // { peakProductivityHours: number[], preferredTaskDuration: minutes, breakFrequency: minutes }
    .addColumn('work_style', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Fields the person set by hand: inference never overwrites them.
    .addColumn('edited_fields', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // Per field, the evidence it was inferred from: { "workStyle.peakProductivityHours": { samples: 14 } }
    .addColumn('evidence', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_personalities').execute();
  await db.schema.dropTable('automation_suggestions').execute();
  await db.schema.dropTable('workflow_patterns').execute();
  await db.schema.dropTable('behaviour_records').execute();
}
