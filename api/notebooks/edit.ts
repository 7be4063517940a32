import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { editStamp, isStale } from '../../domain/notebooks/rules';
import type { Notebook } from '../../domain/notebooks/views';
import { publishLive } from '../live/publish';
import { staleVersion } from './errors';
import { findOwnNotebook, readNotebook, type NotebookHead } from './repository';

export interface EditContext {
  trx: Transaction<Database>;
  notebook: NotebookHead;
  now: Date;
}

/** Tells the user's other tabs the notebook changed (delivered when the transaction commits). */
export const notebookChanged = (trx: Kysely<Database>, userId: string, notebookId: string) => publishLive(trx, userId, 'notebook.changed', { notebookId });

/**
 * One edit of a notebook, its sections or blocks, in one transaction: the notebook row is locked, an edit
 * made from another version than the stored one is refused (409), the work runs, then the version goes up
 * by one and the updated and last-modified times are set (seed 001 §4). Answers the notebook as it now is.
 */
export async function editNotebook<T = void>(
  db: Kysely<Database>,
  userId: string,
  notebookId: string,
  expectedVersion: number | undefined,
  work: (context: EditContext) => Promise<T>,
): Promise<{ notebook: Notebook; result: T }> {
  // Inside a caller's transaction (e.g. the outbox's, for a calendar event) the edit joins it.
  const run = <R>(work: (trx: Transaction<Database>) => Promise<R>) => (db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work));
  return run(async (trx) => {
    const notebook = await findOwnNotebook(trx, userId, notebookId, true);
    if (isStale(expectedVersion, notebook.version)) throw staleVersion(notebook.version);
    const now = new Date();
    const result = await work({ trx, notebook, now });
    const stamp = editStamp(notebook.version, now);
    await trx
      .updateTable('notebooks')
      .set({ version: stamp.version, updated_at: stamp.updatedAt, last_modified: stamp.lastModified })
      .where('id', '=', notebookId)
      .where('user_id', '=', userId)
      .execute();
    await notebookChanged(trx, userId, notebookId);
    return { notebook: await readNotebook(trx, userId, notebookId), result };
  });
}
