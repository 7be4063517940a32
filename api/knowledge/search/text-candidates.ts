import { sql } from 'kysely';
import type { KnowledgeScope } from '../scope';
import type { SearchDb } from './db';
import { readyChunksOf } from './ready-chunks';

export interface TextCandidate {
  id: string;
  rank: number;
}

/**
 * The `count` chunks best matching the query as Postgres full text (`websearch_to_tsquery('english')`:
 * quoted phrases, OR, -excluded words), ranked by cover density (ts_rank_cd); the GIN index finds them.
 */
export async function textCandidates(db: SearchDb, scope: KnowledgeScope, model: string, query: string, count: number): Promise<TextCandidate[]> {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank_cd(knowledge_chunks.search_vector, ${tsquery})`;
  const rows = await readyChunksOf(db.selectFrom('knowledge_chunks'), scope, model)
    .where(sql<boolean>`knowledge_chunks.search_vector @@ ${tsquery}`)
    .select(['knowledge_chunks.id', rank.as('rank')])
    .orderBy(rank, 'desc')
    .orderBy('knowledge_chunks.id')
    .limit(Math.trunc(count))
    .execute();
  return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
}
