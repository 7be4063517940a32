import type { RetryPolicy } from '@temporalio/common';
import { ActivityFailure, ApplicationFailure, proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { RetryDecision } from '../activities/knowledge/ingestion-store';
import { automaticRetryDelayMs, MAX_DOCUMENT_RETRIES, EMBED_BATCH_SIZE, type IngestionInput } from '../domain/knowledge/ingestion-rules';

const retry: RetryPolicy = { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2, nonRetryableErrorTypes: ['UnreadableDocumentError'] };

const store = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });
// Parsing a large PDF takes a while; embedding reports a heartbeat after every few chunks.
const { prepareKnowledgeDocument } = proxyActivities<Activities>({ startToCloseTimeout: '5 minutes', retry });
const { embedKnowledgeChunks } = proxyActivities<Activities>({ startToCloseTimeout: '10 minutes', heartbeatTimeout: '2 minutes', retry });

export type IngestionOutcome = { status: 'ready'; chunks: number; retries: number } | { status: 'error'; error: string; retries: number } | { status: 'skipped' };

/** The failure an activity reported, as the user should read it, and whether it can never pass. */
function describeFailure(error: unknown): { message: string; unreadable: boolean } {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure) return { message: cause.message, unreadable: cause.type === 'UnreadableDocumentError' };
  return { message: cause instanceof Error ? cause.message : String(cause), unreadable: false };
}

/** One pass: parse and chunk, embed 32 chunks at a time, finish. 'gone' when the document left this run's hands. */
async function ingestOnce(input: IngestionInput, attempt: number): Promise<{ kind: 'ready'; chunks: number } | { kind: 'gone' }> {
  const target = { ...input, attempt };
  const prepared = await prepareKnowledgeDocument(target);
  if (prepared.kind === 'gone') return prepared;
  // Each batch embeds up to 32 of the chunks still without a vector; the bound only guards against a loop.
  for (let round = 0; round <= Math.ceil(prepared.chunkCount / EMBED_BATCH_SIZE) + 1; round += 1) {
    const batch = await embedKnowledgeChunks(target);
    if (batch.kind === 'gone') return batch;
    if (batch.remaining === 0) break;
  }
  const finished = await store.finishKnowledgeDocument(target);
  return finished.kind === 'ready' ? { kind: 'ready', chunks: finished.chunkCount } : finished;
}

/**
 * The ingestion of one knowledge-base document (seed 001 §4): pending → ready, or error. A document that
 * can never be read fails at once with the parser's message; any other failure sends it back to pending
 * with retry_count + 1, up to 3 times, then it fails with the last message. Run id:
 * knowledge-ingest-<documentId>-<retryCount>.
 */
export async function ingestDocument(input: IngestionInput): Promise<IngestionOutcome> {
  const started = await store.beginIngestion(input);
  if (started === null) return { status: 'skipped' };
  const first = started;
  let attempt: number = started;
  for (;;) {
    try {
      const outcome = await ingestOnce(input, attempt);
      return outcome.kind === 'ready' ? { status: 'ready', chunks: outcome.chunks, retries: attempt - first } : { status: 'skipped' };
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.unreadable || attempt >= MAX_DOCUMENT_RETRIES) {
        await store.failKnowledgeDocument({ ...input, attempt, message: failure.message });
        return { status: 'error', error: failure.message, retries: attempt - first };
      }
      const decision: RetryDecision = await store.retryKnowledgeDocumentLater({ ...input, attempt, message: failure.message });
      if (!decision.retried) return { status: 'error', error: failure.message, retries: attempt - first };
      attempt = decision.attempt;
      await sleep(automaticRetryDelayMs(attempt));
    }
  }
}
