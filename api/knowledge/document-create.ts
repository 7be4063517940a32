import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentSource } from '../../db/tables/knowledge';
import { INGEST_DOCUMENT_WORKFLOW, ingestionWorkflowId, type IngestionInput } from '../../domain/knowledge/ingestion-rules';
import type { WorkflowIntents } from '../outbox/intents';
import { folderNotFound } from './errors';
import { matterOfFolder } from './scope';

export interface NewDocument {
  userId: string;
  folderId: string | null;
  title: string;
  /** The text itself (typed documents); files are read by the ingestion from `fileId`. */
  content: string;
  mimeType: string;
  fileId: string | null;
  source: DocumentSource;
  metadata: Record<string, unknown>;
}

/** The matter a new document in `folderId` belongs to; a folder that is not the user's is 404. */
export async function matterForNewDocument(trx: Transaction<Database>, userId: string, folderId: string | null): Promise<string | null> {
  if (!folderId) return null;
  const matter = await matterOfFolder(trx, userId, folderId);
  if (matter === undefined) throw folderNotFound();
  return matter;
}

/** Asks for the ingestion of a document at its current retry count, in the transaction that wrote it. */
export async function enqueueIngestion(intents: WorkflowIntents, input: IngestionInput, retryCount: number): Promise<void> {
  await intents.start(INGEST_DOCUMENT_WORKFLOW, ingestionWorkflowId(input.documentId, retryCount), [input], {
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
}

/**
 * Writes a pending document (type text, seed 001 §3) and its ingestion intent in one transaction: a
 * crash can lose neither one without the other. Returns the new document's id and matter.
 */
export async function insertDocumentAndIngest(trx: Transaction<Database>, intents: WorkflowIntents, document: NewDocument): Promise<{ id: string; matterId: string | null }> {
  const matterId = await matterForNewDocument(trx, document.userId, document.folderId);
  const row = await trx
    .insertInto('knowledge_documents')
    .values({
      user_id: document.userId,
      folder_id: document.folderId,
      matter_id: matterId,
      name: document.title,
      content: document.content,
      type: 'text',
      mime_type: document.mimeType,
      file_id: document.fileId,
      source: JSON.stringify(document.source),
      metadata: JSON.stringify(document.metadata),
      status: 'pending',
      last_updated: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueIngestion(intents, { documentId: row.id, userId: document.userId }, 0);
  return { id: row.id, matterId };
}
