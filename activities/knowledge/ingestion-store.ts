import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { canRetryDocument } from '../../domain/knowledge/ingestion-rules';

type Db = Kysely<Database> | Transaction<Database>;

/** Which document, whose, and the attempt (its retry_count) a workflow run works for. */
export interface IngestionAttempt {
  documentId: string;
  userId: string;
  attempt: number;
}

/**
 * The document's row while this run still owns it: pending, at this attempt. Anything else (deleted,
 * already finished by an earlier try of the same activity, or a newer attempt) makes the run's writes no-ops.
 */
export function pendingAttempt(db: Db, { documentId, userId, attempt }: IngestionAttempt) {
  return db
    .updateTable('knowledge_documents')
    .where('id', '=', documentId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('retry_count', '=', attempt);
}

/** A failure with nothing half-indexed left: the chunks go in the same transaction that sets the error. */
export async function failDocument(db: Kysely<Database>, target: IngestionAttempt, message: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await pendingAttempt(trx, target)
      .set({ status: 'error', error: message, chunk_count: 0, chunks_embedded: 0, embedding: null, embedding_model: null, last_updated: new Date() })
      .returning('id')
      .executeTakeFirst();
    if (updated) await trx.deleteFrom('knowledge_chunks').where('document_id', '=', target.documentId).execute();
  });
}

export type RetryDecision = { retried: true; attempt: number } | { retried: false };

/**
 * After a failure that may pass (seed 001 §4): back to pending with retry_count + 1, chunks cleared, up
 * to 3 times; past that the document fails with the message. Run again after it committed, it answers
 * the same (the document is already at the next attempt).
 */
export async function retryOrFail(db: Kysely<Database>, target: IngestionAttempt, message: string): Promise<RetryDecision> {
  if (!canRetryDocument(target.attempt)) {
    await failDocument(db, target, message);
    return { retried: false };
  }
  const next = target.attempt + 1;
  return db.transaction().execute(async (trx) => {
    const updated = await pendingAttempt(trx, target)
      .set({ retry_count: next, status: 'pending', error: null, chunk_count: 0, chunks_embedded: 0, embedding: null, embedding_model: null, last_updated: new Date() })
      .returning('id')
      .executeTakeFirst();
    if (updated) {
      await trx.deleteFrom('knowledge_chunks').where('document_id', '=', target.documentId).execute();
      return { retried: true, attempt: next };
    }
    const row = await trx.selectFrom('knowledge_documents').select(['status', 'retry_count']).where('id', '=', target.documentId).where('user_id', '=', target.userId).executeTakeFirst();
    return row?.status === 'pending' && row.retry_count === next ? { retried: true, attempt: next } : { retried: false };
  });
}

/** The attempt a new run works for: the document's retry_count while it is pending, else null (nothing to do). */
export async function currentAttempt(db: Db, documentId: string, userId: string): Promise<number | null> {
  const row = await db.selectFrom('knowledge_documents').select(['status', 'retry_count']).where('id', '=', documentId).where('user_id', '=', userId).executeTakeFirst();
  return row?.status === 'pending' ? row.retry_count : null;
}
