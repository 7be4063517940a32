import type { ActivityDeps } from '../deps';
import { embedChunkBatch, type EmbedOutcome } from './embed-chunks';
import { finishDocument, type FinishOutcome } from './finish-document';
import { currentAttempt, failDocument, retryOrFail, type IngestionAttempt, type RetryDecision } from './ingestion-store';
import { prepareDocument, type PrepareOutcome } from './prepare-document';

interface DocumentRef {
  documentId: string;
  userId: string;
}

/** The ingestion activities of the knowledge base (workflows/document-ingestion.ts). Each is safe to run twice. */
export function createKnowledgeActivities({ db, embedder }: Pick<ActivityDeps, 'db' | 'embedder'>) {
  return {
    /** The attempt a run works for (the document's retry_count while pending), or null when there is nothing to do. */
    async beginIngestion({ documentId, userId }: DocumentRef): Promise<number | null> {
      return currentAttempt(db, documentId, userId);
    },
    async prepareKnowledgeDocument(target: IngestionAttempt): Promise<PrepareOutcome> {
      return prepareDocument(db, target);
    },
    async embedKnowledgeChunks(target: IngestionAttempt): Promise<EmbedOutcome> {
      return embedChunkBatch(db, embedder, target);
    },
    async finishKnowledgeDocument(target: IngestionAttempt): Promise<FinishOutcome> {
      return finishDocument(db, embedder, target);
    },
    async failKnowledgeDocument({ message, ...target }: IngestionAttempt & { message: string }): Promise<void> {
      await failDocument(db, target, message);
    },
    async retryKnowledgeDocumentLater({ message, ...target }: IngestionAttempt & { message: string }): Promise<RetryDecision> {
      return retryOrFail(db, target, message);
    },
  };
}
