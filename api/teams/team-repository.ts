import { sql } from 'kysely';
import { DEFAULT_TEAM } from '../../domain/teams/messages';
import type { TeamView } from '../../domain/teams/views';
import type { Db } from './access';
import { recordActivity } from './activity';
import { inserted, teamNotFound } from './errors';

function teamQuery(db: Db, userId: string) {
  return db
    .selectFrom('teams as t')
    .innerJoin('team_members as me', (join) => join.onRef('me.team_id', '=', 't.id').on('me.user_id', '=', userId))
    .select(['t.id', 't.name', 't.description', 't.owner_id', 't.settings', 't.is_default', 't.created_at', 't.updated_at', 'me.role'])
    .select((eb) => eb.selectFrom('team_members as c').whereRef('c.team_id', '=', 't.id').select(sql<number>`count(*)::int`.as('n')).as('member_count'));
}

type TeamRow = Awaited<ReturnType<ReturnType<typeof teamQuery>['executeTakeFirstOrThrow']>>;

function teamView(row: TeamRow): TeamView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ownerId: row.owner_id,
    settings: row.settings,
    role: row.role,
    memberCount: row.member_count ?? 0,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listTeams(db: Db, userId: string): Promise<TeamView[]> {
  const rows = await teamQuery(db, userId).orderBy('t.created_at').orderBy('t.id').execute();
  return rows.map(teamView);
}

export async function findTeam(db: Db, userId: string, teamId: string): Promise<TeamView> {
  const row = await teamQuery(db, userId).where('t.id', '=', teamId).executeTakeFirst();
  if (!row) throw teamNotFound();
  return teamView(row);
}

/**
 * The teams list; a user in no team first gets 'Your Workspace' as its owner (seed 001 §8). Two
 * first loads at once make one: the partial unique index on (owner_id) where is_default lets the
 * second insert wait for the first and then do nothing.
 */
export async function listTeamsEnsuringDefault(db: Db, userId: string): Promise<TeamView[]> {
  const teams = await listTeams(db, userId);
  if (teams.length > 0) return teams;
  await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('teams')
      .values({ name: DEFAULT_TEAM.name, description: DEFAULT_TEAM.description, owner_id: userId, settings: '{}', is_default: true })
      .onConflict((oc) => oc.column('owner_id').where('is_default', '=', true).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return;
    await trx.insertInto('team_members').values({ team_id: created.id, user_id: userId, role: 'owner' }).execute();
    await recordActivity(trx, created.id, userId, 'created_team', { name: DEFAULT_TEAM.name });
    // A place to write from the first minute, as a new chat workspace has.
    const page = await trx
      .insertInto('pages')
      .values({ team_id: created.id, name: DEFAULT_TEAM.firstPage.name, description: DEFAULT_TEAM.firstPage.description, is_private: false, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('page_members').values({ page_id: page.id, user_id: userId, role: 'admin_of_page' }).execute();
  });
  return listTeams(db, userId);
}

/** Explicit creation stores the creator as admin (seed 001 §6). */
export async function insertTeam(db: Db, userId: string, name: string, description: string): Promise<string> {
  const created = inserted(
    await db.insertInto('teams').values({ name, description, owner_id: userId, settings: '{}' }).returning('id').executeTakeFirst(),
    'team',
  );
  await db.insertInto('team_members').values({ team_id: created.id, user_id: userId, role: 'admin' }).execute();
  await recordActivity(db, created.id, userId, 'created_team', { name });
  return created.id;
}
