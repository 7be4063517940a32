import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordVisit, type VisitState } from '../../domain/dashboard/visits';

/** Records a look at the dashboard and answers the visit state after it. */
export async function visitDashboard(db: Kysely<Database>, userId: string, now: Date): Promise<VisitState & { checklistDismissed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('dashboard_visits').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const next = recordVisit(row ? { lastVisitAt: row.last_visit_at, previousVisitAt: row.previous_visit_at } : null, now);
    await trx
      .insertInto('dashboard_visits')
      .values({ user_id: userId, last_visit_at: next.lastVisitAt, previous_visit_at: next.previousVisitAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_visit_at: next.lastVisitAt, previous_visit_at: next.previousVisitAt }))
      .execute();
    return { ...next, checklistDismissed: row?.checklist_dismissed_at != null };
  });
}

export async function dismissChecklist(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('dashboard_visits')
    .values({ user_id: userId, last_visit_at: now, checklist_dismissed_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ checklist_dismissed_at: now }))
    .execute();
}
