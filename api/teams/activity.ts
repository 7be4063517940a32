import { sql } from 'kysely';
import type { ActivityAction, ActivityView } from '../../domain/teams/views';
import type { Db } from './access';

/** One line of the team's activity feed, written in the same transaction as the change. */
export async function recordActivity(db: Db, teamId: string, userId: string, action: ActivityAction, details: Record<string, unknown> = {}): Promise<void> {
  await db.insertInto('team_activity').values({ team_id: teamId, user_id: userId, action, details: JSON.stringify(details) }).execute();
}

/** The feed, newest first; lines about a private page only for its page members. */
export async function listActivity(db: Db, userId: string, teamId: string, limit: number): Promise<ActivityView[]> {
  const rows = await db
    .selectFrom('team_activity as a')
    .leftJoin('profiles as pr', 'pr.id', 'a.user_id')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .where('a.team_id', '=', teamId)
    .where(
      sql<boolean>`(coalesce((a.details->>'private')::boolean, false) = false
        or exists (select 1 from page_members pm where pm.page_id::text = a.details->>'pageId' and pm.user_id = ${userId}))`,
    )
    .select(['a.id', 'a.team_id', 'a.user_id', 'a.action', 'a.details', 'a.created_at', 'pr.full_name', 'u.email'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    teamId: row.team_id,
    userId: row.user_id,
    userName: row.full_name?.trim() || row.email || null,
    action: row.action,
    details: row.details,
    createdAt: row.created_at.toISOString(),
  }));
}
