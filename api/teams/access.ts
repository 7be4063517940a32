import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { canManageTeam, type PageRole, type TeamRole } from '../../domain/teams/roles';
import { notTeamAdmin, pageNotFound, teamNotFound } from './errors';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The membership walls, as SQL: a team is seen only by its members, a private page only by its
 * page members. Anything behind a wall answers 404, the same as something that does not exist.
 */
export async function memberRole(db: Db, userId: string, teamId: string): Promise<TeamRole> {
  const row = await db.selectFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).select('role').executeTakeFirst();
  if (!row) throw teamNotFound();
  return row.role;
}

/** The caller's role when they may manage the team (owner, admin); 404 for outsiders, 403 for members. */
export async function managerRole(db: Db, userId: string, teamId: string): Promise<TeamRole> {
  const role = await memberRole(db, userId, teamId);
  if (!canManageTeam(role)) throw notTeamAdmin();
  return role;
}

/** A condition on `pages as p`: the user is in the team and, for a private page, on the page. */
export function pageVisibleTo(userId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from team_members tm where tm.team_id = p.team_id and tm.user_id = ${userId})
    and (not p.is_private or exists (select 1 from page_members pm where pm.page_id = p.id and pm.user_id = ${userId}))`;
}

export interface VisiblePage {
  id: string;
  team_id: string;
  name: string;
  description: string;
  is_private: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  page_role: PageRole | null;
  team_role: TeamRole;
}

/** The page if the user can see it (and `forUpdate` locks it), else 404. */
export async function visiblePage(db: Db, userId: string, teamId: string, pageId: string, forUpdate = false): Promise<VisiblePage> {
  let query = db
    .selectFrom('pages as p')
    .innerJoin('team_members as me', (join) => join.onRef('me.team_id', '=', 'p.team_id').on('me.user_id', '=', userId))
    .leftJoin('page_members as pm', (join) => join.onRef('pm.page_id', '=', 'p.id').on('pm.user_id', '=', userId))
    .where('p.id', '=', pageId)
    .where('p.team_id', '=', teamId)
    .where(pageVisibleTo(userId))
    .select(['p.id', 'p.team_id', 'p.name', 'p.description', 'p.is_private', 'p.created_by', 'p.created_at', 'p.updated_at', 'pm.role as page_role', 'me.role as team_role']);
  if (forUpdate) query = query.forUpdate('p');
  const page = await query.executeTakeFirst();
  if (!page) throw pageNotFound();
  return page;
}

/** Everyone who can read a page's messages: the team, or for a private page its page members still in the team. */
export async function pageReaders(db: Db, page: { id: string; team_id: string; is_private: boolean }): Promise<string[]> {
  let query = db.selectFrom('team_members as tm').where('tm.team_id', '=', page.team_id).select('tm.user_id');
  if (page.is_private) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('page_members as pm').where('pm.page_id', '=', page.id).whereRef('pm.user_id', '=', 'tm.user_id').select('pm.user_id')),
    );
  }
  return (await query.execute()).map((row) => row.user_id);
}

/** May this user change the page (rename, delete, its members)? Team managers and the page's admins. */
export function canChangePage(page: Pick<VisiblePage, 'page_role' | 'team_role'>): boolean {
  return canManageTeam(page.team_role) || page.page_role === 'admin_of_page';
}
