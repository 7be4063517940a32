import { checkCaseNumbers, CASE_NUMBER_MESSAGES, normaliseCaseNumber } from '../../domain/knowledge/case-numbers';
import type { Db } from './db-types';
import { badRequest } from './errors';

/** Every case number of the user's matters, by folder, in the order they were written. */
export async function caseNumbersByFolder(db: Db, userId: string, onlyFolderId?: string): Promise<Map<string, string[]>> {
  let query = db.selectFrom('matter_case_numbers').select(['folder_id', 'case_number']).where('user_id', '=', userId);
  if (onlyFolderId) query = query.where('folder_id', '=', onlyFolderId);
  const rows = await query.orderBy('folder_id').orderBy('position').execute();
  const byFolder = new Map<string, string[]>();
  for (const row of rows) byFolder.set(row.folder_id, [...(byFolder.get(row.folder_id) ?? []), row.case_number]);
  return byFolder;
}

/**
 * Writes a folder's case numbers as part of its create or update (inside the caller's transaction): given
 * numbers replace the old ones; a folder that is not (or no longer) a matter keeps none.
 */
export async function saveCaseNumbers(trx: Db, userId: string, folderId: string, isMatter: boolean, given: readonly string[] | undefined): Promise<void> {
  if (!isMatter) {
    if (given && given.length > 0) throw badRequest(CASE_NUMBER_MESSAGES.onlyMatters);
    await trx.deleteFrom('matter_case_numbers').where('user_id', '=', userId).where('folder_id', '=', folderId).execute();
    return;
  }
  if (given === undefined) return;
  const check = checkCaseNumbers(given);
  if (!check.ok) throw badRequest(check.message);
  await trx.deleteFrom('matter_case_numbers').where('user_id', '=', userId).where('folder_id', '=', folderId).execute();
  if (check.caseNumbers.length === 0) return;
  await trx
    .insertInto('matter_case_numbers')
    .values(check.caseNumbers.map((caseNumber, position) => ({ user_id: userId, folder_id: folderId, case_number: caseNumber, normalised: normaliseCaseNumber(caseNumber), position })))
    .execute();
}
