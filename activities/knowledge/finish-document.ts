import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { averageVectors } from '../../domain/knowledge/embedding-rules';
import type { Embedder } from './embedder-types';
import { vectorFromSql, vectorToSql } from './vector-text';
import { pendingAttempt, type IngestionAttempt } from './ingestion-store';

export type FinishOutcome = { kind: 'ready'; chunkCount: number } | { kind: 'gone' };

/**
 * The document's own embedding is the unit-length mean of its chunks' vectors; it becomes 'ready' (and
 * only now searchable) with the model recorded. Refuses to finish while a chunk is still unembedded.
 */
export async function finishDocument(db: Kysely<Database>, embedder: Embedder, target: IngestionAttempt): Promise<FinishOutcome> {
  return db.transaction().execute(async (trx) => {
    const chunks = await trx.selectFrom('knowledge_chunks').select(['embedding', 'embedding_model']).where('document_id', '=', target.documentId).where('user_id', '=', target.userId).execute();
    if (chunks.some((chunk) => chunk.embedding_model === null)) throw new Error('Some chunks of this document are not embedded yet.');
    const models = new Set(chunks.map((chunk) => chunk.embedding_model));
    if (models.size > 1 || (models.size === 1 && !models.has(embedder.model))) throw new Error('The chunks of this document were embedded by another model; it is indexed again.');
    const vectors = chunks.flatMap((chunk) => (chunk.embedding ? [vectorFromSql(chunk.embedding)] : []));
    const mean = averageVectors(vectors);
    const updated = await pendingAttempt(trx, target)
      .set({
        embedding: mean.length > 0 ? vectorToSql(mean) : null,
        embedding_model: embedder.model,
        chunks_embedded: chunks.length,
        status: 'ready',
        error: null,
        last_updated: new Date(),
      })
      .returning('id')
      .executeTakeFirst();
    return updated ? ({ kind: 'ready', chunkCount: chunks.length } as const) : ({ kind: 'gone' } as const);
  });
}
