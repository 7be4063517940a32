import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { outsideMatters, scopeSql, type KnowledgeScope } from './scope';

/**
 * The one reader that crosses every matter: the owner's account export (Settings → Data) is their copy of
 * everything they hold, so it must be complete. It still names each scope it reads: everything outside
 * matters, then each of the owner's matters, one by one; a document in no scope is not exported.
 */
export async function everyScopeOf(db: Kysely<Database>, userId: string): Promise<KnowledgeScope[]> {
  const matters = await db.selectFrom('knowledge_folders').select('id').where('user_id', '=', userId).where('is_matter', '=', true).orderBy('id').execute();
  return [outsideMatters(userId), ...matters.map((matter) => ({ userId, matterId: matter.id, folderIds: null }))];
}

/** The export's row filter for each table behind the wall, given the tables' own column names (unqualified). */
export async function walledExportPredicates(db: Kysely<Database>, userId: string): Promise<Map<string, RawBuilder<unknown>>> {
  const scopes = await everyScopeOf(db, userId);
  const anyScope = (alias: string) => sql`(${sql.join(scopes.map((scope) => scopeSql(scope, alias)), sql` or `)})`;
  const documentIds = sql`(select d.id from knowledge_documents d where ${anyScope('d')})`;
  return new Map<string, RawBuilder<unknown>>([
    ['knowledge_documents', sql`${sql.ref('id')} in ${documentIds}`],
    ['knowledge_chunks', sql`${sql.ref('document_id')} in ${documentIds} and ${sql.ref('user_id')} = ${userId}`],
    ['conversation_documents', sql`${sql.ref('document_id')} in ${documentIds} and ${sql.ref('user_id')} = ${userId}`],
  ]);
}
