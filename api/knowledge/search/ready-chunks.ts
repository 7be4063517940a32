import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { inScope, type KnowledgeScope } from '../scope';

type ChunkQuery = SelectQueryBuilder<Database, 'knowledge_chunks', object>;

/**
 * The chunks a search may return: inside the scope (the matter wall), embedded by `model` (the index never
 * mixes models) and of documents whose ingestion finished (status 'ready').
 */
export function readyChunksOf(query: ChunkQuery, scope: KnowledgeScope, model: string): ChunkQuery {
  return query
    .where(inScope<'knowledge_chunks'>(scope))
    .where('knowledge_chunks.embedding_model', '=', model)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('knowledge_documents as document')
          .select(sql<number>`1`.as('one'))
          .whereRef('document.id', '=', 'knowledge_chunks.document_id')
          .where('document.status', '=', 'ready'),
      ),
    );
}
