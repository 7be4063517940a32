import { Context } from '@temporalio/activity';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { averageVectors, piecesForEmbedding } from '../../domain/knowledge/embedding-rules';
import { EMBED_BATCH_SIZE } from '../../domain/knowledge/ingestion-rules';
import type { Embedder } from './embedder-types';
import { vectorToSql } from './vector-text';
import { pendingAttempt, type IngestionAttempt } from './ingestion-store';

/** Texts handed to the model at once inside a batch; a heartbeat follows each. */
const MODEL_CALL_SIZE = 8;

export type EmbedOutcome = { kind: 'embedded'; remaining: number } | { kind: 'gone' };

/** One vector per chunk; text past 4000 characters is embedded in pieces whose vectors are averaged (seed 001 §9). */
async function embedTexts(embedder: Embedder, texts: readonly string[], heartbeat: () => void): Promise<number[][]> {
  const pieces = texts.map((text) => piecesForEmbedding(text));
  const flat = pieces.flat();
  const vectors: number[][] = [];
  for (let start = 0; start < flat.length; start += MODEL_CALL_SIZE) {
    vectors.push(...(await embedder.embed(flat.slice(start, start + MODEL_CALL_SIZE))));
    heartbeat();
  }
  let next = 0;
  return pieces.map((list) => {
    const own = vectors.slice(next, next + list.length);
    next += list.length;
    return own.length === 1 ? own[0]! : averageVectors(own);
  });
}

function safeHeartbeat(): void {
  try {
    Context.current().heartbeat();
  } catch {
    // Called outside an activity (a direct test call): nothing to report to.
  }
}

/**
 * Embeds the next 32 chunks not yet embedded and records how many are done, so the processing screen
 * moves. Picking "not yet embedded" (rather than a range) makes a second run of the same call harmless.
 */
export async function embedChunkBatch(db: Kysely<Database>, embedder: Embedder, target: IngestionAttempt): Promise<EmbedOutcome> {
  const owner = await db.selectFrom('knowledge_documents').select('id').where('id', '=', target.documentId).where('user_id', '=', target.userId).where('status', '=', 'pending').where('retry_count', '=', target.attempt).executeTakeFirst();
  if (!owner) return { kind: 'gone' };
  const chunks = await db
    .selectFrom('knowledge_chunks')
    .select(['id', 'text'])
    .where('document_id', '=', target.documentId)
    .where('user_id', '=', target.userId)
    .where('embedding_model', 'is', null)
    .orderBy('ordinal')
    .limit(EMBED_BATCH_SIZE)
    .execute();
  safeHeartbeat();
  const vectors = await embedTexts(embedder, chunks.map((chunk) => chunk.text), safeHeartbeat);
  return db.transaction().execute(async (trx) => {
    for (const [index, chunk] of chunks.entries()) {
      const vector = vectors[index] ?? [];
      await trx
        .updateTable('knowledge_chunks')
        .set({ embedding: vector.length > 0 ? vectorToSql(vector) : null, embedding_model: embedder.model })
        .where('id', '=', chunk.id)
        .execute();
    }
    const counts = await trx
      .selectFrom('knowledge_chunks')
      .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>('embedding_model').as('embedded')])
      .where('document_id', '=', target.documentId)
      .executeTakeFirstOrThrow();
    const updated = await pendingAttempt(trx, target).set({ chunks_embedded: Number(counts.embedded), last_updated: new Date() }).returning('id').executeTakeFirst();
    if (!updated) return { kind: 'gone' } as const;
    return { kind: 'embedded', remaining: Number(counts.total) - Number(counts.embedded) } as const;
  });
}
