/** The knowledge base's ingestion rules (seed 001 §4): a failed document is retried up to 3 times. */
export const MAX_DOCUMENT_RETRIES = 3;

/** Chunks embedded per activity call; the processing screen's progress moves in these steps. */
export const EMBED_BATCH_SIZE = 32;

/** Chunks are cut to about this many tokens. */
export const CHUNK_TARGET_TOKENS = 300;

/** The workflow type the API starts for each document. */
export const INGEST_DOCUMENT_WORKFLOW = 'ingestDocument';

/** One workflow run per attempt of a document: a manual retry is a new run with the next id. */
export function ingestionWorkflowId(documentId: string, retryCount: number): string {
  return `knowledge-ingest-${documentId}-${retryCount}`;
}

export const RETRIED_TOO_OFTEN_MESSAGE = `This document has been retried ${MAX_DOCUMENT_RETRIES} times already.`;

/** A document that parsed to no text at all is not indexable; the parser's own errors say more where they can. */
export const NO_TEXT_MESSAGE = 'No text could be read from this document, so there is nothing to search in it.';

/** Whether a document that failed may be tried again (automatically or by hand). */
export function canRetryDocument(retryCount: number): boolean {
  return retryCount < MAX_DOCUMENT_RETRIES;
}

/** The pause before an automatic retry: a few seconds, longer each time. */
export function automaticRetryDelayMs(retryCount: number): number {
  return 2_000 * Math.max(1, retryCount);
}

/** What the ingestion workflow hands its activities. `attempt` is the retry_count the run works for. */
export interface IngestionInput {
  documentId: string;
  userId: string;
}
