import type { Kysely } from 'kysely';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import type { Database } from '../../db/schema';
import { CHAT_RULES } from '../../domain/chat/chat-rules';
import type { ChatSource } from '../../domain/chat/views';
import { SEARCH_LIMITS } from '../../domain/knowledge/search-rules';
import type { SearchHit } from '../../domain/knowledge/views';
import { privilegedFolderIds } from '../knowledge/privileged-folders';
import { linkedDocuments } from '../knowledge/conversation-documents';
import { outsideMatters, type KnowledgeScope } from '../knowledge/scope';
import { documentsByIds } from '../knowledge/scoped-reads';
import { hybridSearchWithVector } from '../knowledge/search/hybrid-search';
import { embedQuery } from '../knowledge/search/query-vector';
import { conversationScopes } from './conversation-scope';

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

/** Where to look: the assistant's folders and the conversation's linked documents (those its scope holds), or everything outside matters. */
interface SearchTarget {
  scope: KnowledgeScope;
  /** Only these documents, when the target is the conversation's linked documents. */
  documentIds: Set<string> | null;
}

const CANDIDATES_PER_TARGET = 40;

async function searchTargets(db: Kysely<Database>, request: RetrievalRequest): Promise<SearchTarget[]> {
  const scopes = await conversationScopes(db, request.userId, request.assistantId);
  const targets: SearchTarget[] = request.assistantId ? scopes.map((scope) => ({ scope, documentIds: null })) : [];
  if (request.conversationId) {
    const linked = await linkedDocuments(db, scopes, request.conversationId, true);
    const byMatter = new Map<string | null, Set<string>>();
    for (const link of linked) byMatter.set(link.matter_id, (byMatter.get(link.matter_id) ?? new Set()).add(link.document_id));
    for (const [matterId, ids] of byMatter) targets.push({ scope: { userId: request.userId, matterId, folderIds: null }, documentIds: ids });
  }
  if (targets.length === 0) targets.push({ scope: outsideMatters(request.userId), documentIds: null });
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
  const byMatter = new Map<string | null, string[]>();
  for (const hit of hits) byMatter.set(hit.matterId, [...(byMatter.get(hit.matterId) ?? []), hit.documentId]);
  const privileged = new Set<string>();
  for (const [matterId, ids] of byMatter) {
    for (const row of await documentsByIds(db, { userId, matterId, folderIds: null }, ids)) if (row.folderId !== null && folders.has(row.folderId)) privileged.add(row.id);
  }
  return privileged;
}
