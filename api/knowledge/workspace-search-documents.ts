import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SearchQuery } from '../../domain/search/query';
import { rankVector, SEARCH_CANDIDATES, searchTsQuery, searchVector, snippetOf } from '../search/documents';
import { scopeSql, type KnowledgeScope } from './scope';

export interface WorkspaceDocumentRow {
  id: string;
  title: string;
  snippet: string | null;
  rank: number | string;
  date: Date | string | null;
}

/**
 * The workspace search's documents (the top bar): titles and snippets of the documents the scope holds, best
 * first. The full-text match runs alone behind an OFFSET 0 fence (see api/search/kinds.ts) and the wall is
 * applied outside it, on the same rows.
 */
export async function searchWorkspaceDocuments(db: Kysely<Database>, scope: KnowledgeScope, query: SearchQuery, limit: number): Promise<WorkspaceDocumentRow[]> {
  const q = searchTsQuery(query);
  const candidates = sql`select m.id from (select id, user_id, matter_id, folder_id, last_updated from knowledge_documents where ${searchVector('knowledge_documents')} @@ ${q} offset 0) m
    where ${scopeSql(scope, 'm')} order by m.last_updated desc nulls last limit ${SEARCH_CANDIDATES}`;
  const { rows } = await sql<WorkspaceDocumentRow>`
    select d.id, d.name as title, ${snippetOf(sql.raw('d.content'), query)} as snippet, ts_rank(${rankVector('knowledge_documents')}, ${q}) as rank, d.last_updated as date
    from knowledge_documents d
    where ${scopeSql(scope, 'd')} and d.id in (${candidates})
    order by rank desc, date desc nulls last limit ${limit}`.execute(db);
  return rows;
}
