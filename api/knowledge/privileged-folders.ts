import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The user's folders whose documents are privileged (local-only): those marked so and every folder below
 * one. Their contents may go to a model only when it runs on the firm's own machines.
 */
export async function privilegedFolderIds(db: Db, userId: string): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    with recursive down as (
      select id, 0 as depth from knowledge_folders where user_id = ${userId} and is_privileged
      union
      select f.id, down.depth + 1 from knowledge_folders f join down on f.parent_folder_id = down.id
       where f.user_id = ${userId} and down.depth < 64
    )
    select distinct id from down`.execute(db);
  return new Set(rows.map((row) => row.id));
}
