import type { MemberView, PageMemberView } from '../../domain/teams/views';
import type { Db } from './access';
import { memberNotFound } from './errors';

function memberQuery(db: Db, teamId: string) {
  return db
    .selectFrom('team_members as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'tm.user_id')
    .where('tm.team_id', '=', teamId)
    .select(['tm.user_id', 'tm.role', 'tm.joined_at', 'u.email', 'pr.full_name', 'pr.avatar_url']);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

const memberView = (row: MemberRow): MemberView => ({
  id: row.user_id,
  fullName: row.full_name,
  email: row.email,
  avatarUrl: row.avatar_url,
  role: row.role,
  joinedAt: row.joined_at.toISOString(),
});

/** The team's members: owner first, then admins, then members by name. */
export async function listMembers(db: Db, teamId: string): Promise<MemberView[]> {
  const rows = await memberQuery(db, teamId).orderBy('tm.joined_at').orderBy('tm.user_id').execute();
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  return rows.map(memberView).sort((a, b) => rank[a.role] - rank[b.role]);
}

export async function findMember(db: Db, teamId: string, userId: string): Promise<MemberView> {
  const row = await memberQuery(db, teamId).where('tm.user_id', '=', userId).executeTakeFirst();
  if (!row) throw memberNotFound();
  return memberView(row);
}

export async function listPageMembers(db: Db, pageId: string): Promise<PageMemberView[]> {
  const rows = await db
    .selectFrom('page_members as pm')
    .innerJoin('pages as p', 'p.id', 'pm.page_id')
    // Only people still in the team count as page members.
    .innerJoin('team_members as tm', (join) => join.onRef('tm.team_id', '=', 'p.team_id').onRef('tm.user_id', '=', 'pm.user_id'))
    .innerJoin('users as u', 'u.id', 'pm.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'pm.user_id')
    .where('pm.page_id', '=', pageId)
    .select(['pm.user_id', 'pm.role', 'u.email', 'pr.full_name', 'pr.avatar_url'])
    .orderBy('pm.added_at')
    .execute();
  return rows.map((row) => ({ id: row.user_id, fullName: row.full_name, email: row.email, avatarUrl: row.avatar_url, role: row.role }));
}
