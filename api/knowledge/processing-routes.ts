import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ProcessingRow } from '../../domain/knowledge/views';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import type { Db } from './db-types';
import { ProcessingRowSchema } from './schemas';

const ProcessingReply = Type.Object({ documents: Type.Array(ProcessingRowSchema, { description: 'Every document, newest first, without its content' }) });
const HealthReply = Type.Object({
  folders: Type.Integer({ description: "The user's folders" }),
  documents: Type.Integer({ description: "The user's documents" }),
});

/**
 * Every document's ingestion state (the /knowledge/ai-processing screen). This is the user's own overview
 * of all their documents, matters included, so it names each document's matter: it shows titles and
 * states, never text or chunks.
 */
async function processingRows(db: Db, userId: string): Promise<ProcessingRow[]> {
  const rows = await db
    .selectFrom('knowledge_documents as d')
    .leftJoin('knowledge_folders as f', 'f.id', 'd.folder_id')
    .leftJoin('knowledge_folders as m', 'm.id', 'd.matter_id')
    .select(['d.id', 'd.name', 'd.status', 'd.error', 'd.retry_count', 'd.chunk_count', 'd.chunks_embedded', 'd.matter_id', 'd.last_updated', 'f.name as folder_name', 'm.name as matter_name'])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    status: row.status,
    error: row.error,
    retryCount: row.retry_count,
    chunkCount: row.chunk_count,
    chunksEmbedded: row.chunks_embedded,
    folderName: row.folder_name,
    matterId: row.matter_id,
    matterName: row.matter_name,
    lastUpdated: row.last_updated.toISOString(),
  }));
}

/** The processing overview and the seed's health check (seed 001 §7: folders and documents read with count). */
export const processingRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['knowledge'];
  const security = [{ session: [] }];

  app.get('/api/knowledge/processing', { schema: { tags, security, response: { 200: ProcessingReply, ...commonErrors } } }, async (request) => ({
    documents: await processingRows(db, requireUserId(request)),
  }));

  app.get('/api/knowledge/health', { schema: { tags, security, response: { 200: HealthReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const count = (table: 'knowledge_folders' | 'knowledge_documents') =>
      db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    const [folders, documents] = await Promise.all([count('knowledge_folders'), count('knowledge_documents')]);
    return { folders: Number(folders.n), documents: Number(documents.n) };
  });
};
