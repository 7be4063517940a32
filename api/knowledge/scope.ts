import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../http-error';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where a knowledge-base read may look. The matter wall: a document inside a client matter is visible
 * only to a scope naming that matter, and a scope naming a matter sees nothing outside it. Every query
 * on documents or chunks filters with `inScope`; nothing else decides visibility.
 */
export interface KnowledgeScope {
  userId: string;
  /** The matter looked into, or null for everything outside matters. */
  matterId: string | null;
  /** A folder and its subfolders to narrow to (already checked to lie in the matter), or null. */
  folderIds: string[] | null;
}

export const MATTER_NOT_FOUND = 'Matter not found';
export const FOLDER_NOT_FOUND = 'Folder not found';

/** The user's matter of this id, or 404 "Matter not found" (another user's id, or a folder that is not a matter). */
export async function requireMatter(db: Db, userId: string, matterId: string): Promise<void> {
  const matter = await db
    .selectFrom('knowledge_folders')
    .select('id')
    .where('id', '=', matterId)
    .where('user_id', '=', userId)
    .where('is_matter', '=', true)
    .executeTakeFirst();
  if (!matter) throw notFound(MATTER_NOT_FOUND);
}

/** Checks the ids against the user's folders; another user's id, or a folder outside the matter, is 404. */
export async function resolveScope(db: Db, userId: string, request: { matterId?: string | null; folderId?: string | null }): Promise<KnowledgeScope> {
  const matterId = request.matterId ?? null;
  if (matterId) await requireMatter(db, userId, matterId);
  if (!request.folderId) return { userId, matterId, folderIds: null };
  const folderMatter = await matterOfFolder(db, userId, request.folderId);
  if (folderMatter === undefined || folderMatter !== matterId) throw notFound(FOLDER_NOT_FOUND);
  return { userId, matterId, folderIds: await folderSubtree(db, userId, request.folderId) };
}

/**
 * The nearest matter at or above a folder (null when none), or undefined when the folder is not the user's.
 */
export async function matterOfFolder(db: Db, userId: string, folderId: string): Promise<string | null | undefined> {
  const { rows } = await sql<{ id: string; is_matter: boolean; depth: number }>`
    with recursive up as (
      select id, parent_folder_id, is_matter, 0 as depth from knowledge_folders where id = ${folderId} and user_id = ${userId}
      union all
      select f.id, f.parent_folder_id, f.is_matter, up.depth + 1
        from knowledge_folders f join up on f.id = up.parent_folder_id
       where f.user_id = ${userId} and up.depth < 64
    )
    select id, is_matter, depth from up order by depth`.execute(db);
  if (rows.length === 0) return undefined;
  return rows.find((row) => row.is_matter)?.id ?? null;
}

/** A folder and every folder below it. */
export async function folderSubtree(db: Db, userId: string, folderId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive down as (
      select id, 0 as depth from knowledge_folders where id = ${folderId} and user_id = ${userId}
      union all
      select f.id, down.depth + 1 from knowledge_folders f join down on f.parent_folder_id = down.id
       where f.user_id = ${userId} and down.depth < 64
    )
    select id from down`.execute(db);
  return rows.map((row) => row.id);
}

type ScopedTable = 'knowledge_documents' | 'knowledge_chunks';

/** The WHERE condition of the matter wall for documents or chunks (use with `.where(inScope(scope))`). */
export function inScope<T extends ScopedTable>(scope: KnowledgeScope) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const ref = eb as unknown as ExpressionBuilder<Database, ScopedTable>;
    const conditions = [
      ref('user_id', '=', scope.userId),
      scope.matterId === null ? ref('matter_id', 'is', null) : ref('matter_id', '=', scope.matterId),
    ];
    if (scope.folderIds !== null) {
      conditions.push(scope.folderIds.length === 0 ? sql<boolean>`false` as never : ref('folder_id', 'in', scope.folderIds));
    }
    return ref.and(conditions);
  };
}

/** `inScope` over several scopes at once: a row passes when any of them holds it (none: nothing passes). */
export function inAnyScope<T extends ScopedTable>(scopes: readonly KnowledgeScope[]) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const ref = eb as unknown as ExpressionBuilder<Database, ScopedTable>;
    if (scopes.length === 0) return sql<boolean>`false` as never;
    return ref.or(scopes.map((scope) => inScope<ScopedTable>(scope)(ref)));
  };
}

/** `inScope` as raw SQL over a table alias, for the few queries written in SQL (the workspace search). */
export function scopeSql(scope: KnowledgeScope, alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const matter = scope.matterId === null ? sql`${column('matter_id')} is null` : sql`${column('matter_id')} = ${scope.matterId}`;
  const folders =
    scope.folderIds === null ? sql`true` : scope.folderIds.length === 0 ? sql`false` : sql`${column('folder_id')} in (${sql.join(scope.folderIds)})`;
  return sql<boolean>`(${column('user_id')} = ${scope.userId} and ${matter} and ${folders})`;
}

/** The scope of everything outside matters. */
export const outsideMatters = (userId: string): KnowledgeScope => ({ userId, matterId: null, folderIds: null });

/** Each matter a set of scopes reaches, as a whole-matter scope (folders widened to the matter). */
export function matterScopesOf(scopes: readonly KnowledgeScope[]): KnowledgeScope[] {
  const byMatter = new Map<string | null, KnowledgeScope>();
  for (const scope of scopes) if (!byMatter.has(scope.matterId)) byMatter.set(scope.matterId, { userId: scope.userId, matterId: scope.matterId, folderIds: null });
  return [...byMatter.values()];
}
