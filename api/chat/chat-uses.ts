import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChatSource } from '../../domain/chat/views';
import { recordDocumentUses } from '../knowledge/document-uses';

export const CHAT_USE_PURPOSE = 'chat';

/** The privilege trail: every document whose passages an answer was given, by matter. */
export async function recordChatUses(db: Kysely<Database>, userId: string, question: string, sources: readonly ChatSource[]): Promise<void> {
  const byMatter = new Map<string | null, Map<string, { documentName: string; chunkIds: string[] }>>();
  for (const source of sources) {
    const documents = byMatter.get(source.matterId) ?? new Map<string, { documentName: string; chunkIds: string[] }>();
    const use = documents.get(source.documentId) ?? { documentName: source.documentTitle, chunkIds: [] };
    use.chunkIds.push(source.chunkId);
    documents.set(source.documentId, use);
    byMatter.set(source.matterId, documents);
  }
  for (const [matterId, documents] of byMatter) {
    await recordDocumentUses(db, {
      userId,
      matterId,
      purpose: CHAT_USE_PURPOSE,
      query: question,
      uses: [...documents].map(([documentId, use]) => ({ documentId, ...use })),
    });
  }
}
