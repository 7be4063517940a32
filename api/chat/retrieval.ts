import type { Kysely } from 'kysely';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import type { Database } from '../../db/schema';
import { CHAT_RULES } from '../../domain/chat/chat-rules';
import type { ChatSource } from '../../domain/chat/views';
import { SEARCH_LIMITS } from '../../domain/knowledge/search-rules';
import type { SearchHit } from '../../domain/knowledge/views';
import { privilegedFolderIds } from '../knowledge/privileged-folders';
import { folderSubtree, matterOfFolder, type KnowledgeScope } from '../knowledge/scope';
import { hybridSearchWithVector } from '../knowledge/search/hybrid-search';
import { embedQuery } from '../knowledge/search/query-vector';

export interface RetrievalRequest {
  userId: string;
  assistantId: string | null;
  conversationId: string | null;
  question: string;
  /** Whether passages from privileged folders may be handed over (no model, or one on the firm's machines). */
  allowPrivileged: boolean;
  /** The question's vector when it is already being computed (so embedding overlaps the database writes). */
  questionVector?: Promise<number[]> | undefined;
}

export interface Retrieval {
  sources: ChatSource[];
  /** Passages that matched but were kept back because they are privileged. */
  withheld: number;
  /** Why nothing could be searched, when the search model is unavailable. */
  unavailable: string | null;
}

/** Where to look: the assistant's folders and the conversation's documents, or everything outside matters. */
interface SearchTarget {
  scope: KnowledgeScope;
  /** Only these documents, when the target is the conversation's linked documents. */
  documentIds: Set<string> | null;
}

const CANDIDATES_PER_TARGET = 40;

async function searchTargets(db: Kysely<Database>, request: RetrievalRequest): Promise<SearchTarget[]> {
  const { userId } = request;
  const targets: SearchTarget[] = [];
  if (request.assistantId) {
    const folders = await db
      .selectFrom('knowledge_folders')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.val(request.assistantId), '=', eb.fn.any('assistant_ids')))
      .execute();
    const byMatter = new Map<string | null, Set<string>>();
    for (const folder of folders) {
      const matterId = await matterOfFolder(db, userId, folder.id);
      if (matterId === undefined) continue;
      const ids = byMatter.get(matterId) ?? new Set<string>();
      for (const id of await folderSubtree(db, userId, folder.id)) ids.add(id);
      byMatter.set(matterId, ids);
    }
    for (const [matterId, ids] of byMatter) targets.push({ scope: { userId, matterId, folderIds: [...ids] }, documentIds: null });
  }
  if (request.conversationId) {
    const linked = await db
      .selectFrom('conversation_documents as l')
      .innerJoin('knowledge_documents as d', 'd.id', 'l.document_id')
      .select(['d.id', 'd.matter_id'])
      .where('l.conversation_id', '=', request.conversationId)
      .where('l.user_id', '=', userId)
      .where('l.is_active', '=', true)
      .execute();
    const byMatter = new Map<string | null, Set<string>>();
    for (const document of linked) byMatter.set(document.matter_id, (byMatter.get(document.matter_id) ?? new Set()).add(document.id));
    for (const [matterId, ids] of byMatter) targets.push({ scope: { userId, matterId, folderIds: null }, documentIds: ids });
  }
  if (targets.length === 0) targets.push({ scope: { userId, matterId: null, folderIds: null }, documentIds: null });
  return targets;
}

/**
 * The passages an answer may use (seed 001 §9 context building): hybrid search over where the
 * conversation looks, passages with a cosine similarity of at least 0.6, from at most 3 documents (the
 * best first), at most 3 passages each, numbered in that order. Privileged passages are counted and
 * left out unless allowed.
 */
export async function retrieveSources(db: Kysely<Database>, embedder: Embedder, request: RetrievalRequest): Promise<Retrieval> {
  let vector: number[];
  try {
    vector = await (request.questionVector ?? embedQuery(embedder, request.question));
  } catch (error) {
    return { sources: [], withheld: 0, unavailable: error instanceof Error ? error.message : String(error) };
  }
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const target of await searchTargets(db, request)) {
    for (const hit of await hybridSearchWithVector(db, embedder.model, target.scope, request.question, vector, CANDIDATES_PER_TARGET)) {
      if (seen.has(hit.chunkId) || (target.documentIds && !target.documentIds.has(hit.documentId))) continue;
      // Documents a person linked to the conversation are read whatever the score; elsewhere only close matches.
      if (!target.documentIds && (hit.similarity === null || hit.similarity < CHAT_RULES.similarityThreshold)) continue;
      seen.add(hit.chunkId);
      hits.push(hit);
    }
  }
  hits.sort((a, b) => (b.similarity ?? 0) - (a.similarity ?? 0));

  let withheld = 0;
  const privileged = request.allowPrivileged ? new Set<string>() : await privilegedDocuments(db, request.userId, hits);
  const documents = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    if (privileged.has(hit.documentId)) {
      withheld++;
      continue;
    }
    const passages = documents.get(hit.documentId);
    if (!passages && documents.size >= CHAT_RULES.maxDocuments) continue;
    if (passages && passages.length >= SEARCH_LIMITS.passagesPerDocument) continue;
    documents.set(hit.documentId, [...(passages ?? []), hit]);
  }
  const sources = [...documents.values()].flat().map(
    (hit, index): ChatSource => ({
      number: index + 1,
      documentId: hit.documentId,
      documentTitle: hit.documentTitle,
      matterId: hit.matterId,
      chunkId: hit.chunkId,
      page: hit.page,
      charStart: hit.charStart,
      charEnd: hit.charEnd,
      text: hit.text,
      similarity: hit.similarity,
    }),
  );
  return { sources, withheld, unavailable: null };
}

async function privilegedDocuments(db: Kysely<Database>, userId: string, hits: readonly SearchHit[]): Promise<Set<string>> {
  if (hits.length === 0) return new Set();
  const folders = await privilegedFolderIds(db, userId);
  if (folders.size === 0) return new Set();
  const rows = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'folder_id'])
    .where('user_id', '=', userId)
    .where('id', 'in', [...new Set(hits.map((hit) => hit.documentId))])
    .execute();
  return new Set(rows.filter((row) => row.folder_id !== null && folders.has(row.folder_id)).map((row) => row.id));
}
