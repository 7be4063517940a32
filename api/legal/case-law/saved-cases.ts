import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CaseLawResult } from '../../../domain/legal/types';
import { caseKey } from '../../../domain/legal/case-search/merge';
import { notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import type { SavedCaseView } from '../../../domain/legal/views';

export type { SavedCaseView };


const MATTER_NOT_FOUND = 'Matter not found';

/** The person's matter (a knowledge folder marked as a client matter), or 404 'Matter not found'. */
async function requireMatter(db: Kysely<Database>, userId: string, matterId: string): Promise<{ id: string; name: string }> {
  const matter = await db
    .selectFrom('knowledge_folders')
    .select(['id', 'name'])
    .where('id', '=', matterId)
    .where('user_id', '=', userId)
    .where('is_matter', '=', true)
    .executeTakeFirst();
  if (!matter) throw notFound(MATTER_NOT_FOUND);
  return matter;
}

function selectSaved(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('saved_cases as s')
    .leftJoin('knowledge_folders as f', 'f.id', 's.matter_id')
    .select(['s.id', 's.matter_id', 'f.name as matter_name', 's.case', 's.note', 's.created_at'])
    .where('s.user_id', '=', userId);
}

type SavedRow = Awaited<ReturnType<ReturnType<typeof selectSaved>['executeTakeFirstOrThrow']>>;
const toView = (row: SavedRow): SavedCaseView => ({
  id: row.id,
  matterId: row.matter_id,
  matterName: row.matter_name,
  case: row.case,
  note: row.note,
  createdAt: row.created_at.toISOString(),
});

/**
 * Saves a case to a matter (or to general research with matterId null). The same case (name plus citation)
 * saved again to the same matter gives the one already saved: `created` false.
 */
export async function saveCase(
  db: Kysely<Database>,
  userId: string,
  input: { case: CaseLawResult; matterId: string | null; note?: string },
): Promise<{ savedCase: SavedCaseView; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (input.matterId !== null) await requireMatter(trx, userId, input.matterId);
    const key = caseKey(input.case);
    const inserted = await trx
      .insertInto('saved_cases')
      .values({ user_id: userId, matter_id: input.matterId, case_key: key, case: JSON.stringify(input.case), note: input.note ?? '' })
      .onConflict((oc) => oc.columns(['user_id', 'case_key', 'matter_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    let query = selectSaved(trx, userId).where('s.case_key', '=', key);
    query = input.matterId === null ? query.where('s.matter_id', 'is', null) : query.where('s.matter_id', '=', input.matterId);
    const row = await query.executeTakeFirstOrThrow();
    if (inserted) await publishLive(trx, userId, 'legal.changed', { savedCaseId: row.id });
    return { savedCase: toView(row), created: inserted !== undefined };
  });
}

/** Saved cases, newest first: all, one matter's (404 for a matter that is not the person's), or 'none' for general research. */
export async function listSavedCases(db: Kysely<Database>, userId: string, matterId: string | undefined): Promise<SavedCaseView[]> {
  let query = selectSaved(db, userId);
  if (matterId === 'none') query = query.where('s.matter_id', 'is', null);
  else if (matterId !== undefined) {
    await requireMatter(db, userId, matterId);
    query = query.where('s.matter_id', '=', matterId);
  }
  const rows = await query.orderBy('s.created_at', 'desc').orderBy('s.id').execute();
  return rows.map(toView);
}

export async function deleteSavedCase(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('saved_cases').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound('Saved case not found');
    await publishLive(trx, userId, 'legal.changed', { savedCaseId: id });
  });
}

export async function listMatters(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('knowledge_folders')
    .select(['id', 'name', 'matter_client', 'matter_number'])
    .where('user_id', '=', userId)
    .where('is_matter', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, client: row.matter_client, number: row.matter_number }));
}
