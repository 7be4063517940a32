import { sql, type Kysely } from 'kysely';

/**
 * Teams (issue 15, seed 001 §3): teams and their members (owner, admin, member); pages, private
 * ones with their page members; messages of pages and of direct-message pairs, threaded by
 * parent_message_id; the team's activity; invitation links (only the token's sha256 is kept);
 * and each reader's last-read time per channel for unread counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The 'Your Workspace' team made for a user who had none; at most one per user at a time.
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index teams_one_default_idx on teams (owner_id) where is_default`.execute(db);

  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'uuid', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member').check(sql`role in ('owner', 'admin', 'member')`))
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
    .execute();
  await sql`create index team_members_user_idx on team_members (user_id)`.execute(db);

  await db.schema
    .createTable('pages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_private', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index pages_team_idx on pages (team_id, created_at)`.execute(db);

  await db.schema
    .createTable('page_members')
    .addColumn('page_id', 'uuid', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member').check(sql`role in ('admin_of_page', 'member')`))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('page_members_pk', ['page_id', 'user_id'])
    .execute();
  await sql`create index page_members_user_idx on page_members (user_id)`.execute(db);

  await db.schema
    .createTable('team_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('page_id', 'uuid', (col) => col.references('pages.id').onDelete('cascade'))
    // Direct messages: the two user ids, sorted, joined by ':'.
    .addColumn('dm_pair', 'text')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('parent_message_id', 'uuid', (col) => col.references('team_messages.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('team_messages_one_channel', sql`(page_id is null) <> (dm_pair is null)`)
    .execute();
  await sql`create index team_messages_page_idx on team_messages (page_id, created_at desc, id desc) where page_id is not null`.execute(db);
  await sql`create index team_messages_dm_idx on team_messages (team_id, dm_pair, created_at desc, id desc) where dm_pair is not null`.execute(db);
  await sql`create index team_messages_parent_idx on team_messages (parent_message_id, created_at) where parent_message_id is not null`.execute(db);

  await db.schema
    .createTable('team_activity')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await sql`create index team_activity_team_idx on team_activity (team_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('team_invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index team_invitations_team_idx on team_invitations (team_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('message_reads')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'page:{pageId}' or 'dm:{teamId}:{pair}'.
    .addColumn('channel_key', 'text', (col) => col.notNull())
    .addColumn('last_read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_reads_pk', ['user_id', 'channel_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_reads').execute();
  await db.schema.dropTable('team_invitations').execute();
  await db.schema.dropTable('team_activity').execute();
  await db.schema.dropTable('team_messages').execute();
  await db.schema.dropTable('page_members').execute();
  await db.schema.dropTable('pages').execute();
  await db.schema.dropTable('team_members').execute();
  await db.schema.dropTable('teams').execute();
}
