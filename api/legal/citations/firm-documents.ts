import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { citationKey, searchFragment } from '../../../domain/legal/citations/keys';
import type { FoundCitation } from '../../../domain/legal/types';

/** At most this many of the person's documents are read for one check. */
export const FIRM_DOCUMENTS_LIMIT = 50;

export interface FirmDocumentHit {
  documentId: string;
  documentTitle: string;
}

/**
 * Finds each citation in the person's own knowledge documents (full text): documents holding a distinctive
 * fragment (page, section, decision number) are read and their citations compared by key, so "Labor Code
 * section 5903" in a document confirms "Lab. Code, § 5903". Answers by citation key.
 */
export async function findInFirmDocuments(db: Kysely<Database>, userId: string, citations: FoundCitation[]): Promise<Map<string, FirmDocumentHit>> {
  const wanted = new Map<string, FoundCitation>();
  for (const c of citations) {
    const key = citationKey(c);
    if (key) wanted.set(key, c);
  }
  const fragments = [...new Set([...wanted.values()].map(searchFragment).filter((f): f is string => f !== null))];
  const hits = new Map<string, FirmDocumentHit>();
  if (fragments.length === 0) return hits;
  const escape = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const documents = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'name', 'content'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or(fragments.map((f) => eb('content', 'ilike', `%${escape(f)}%`))))
    .orderBy('last_updated', 'desc')
    .limit(FIRM_DOCUMENTS_LIMIT)
    .execute();
  for (const document of documents) {
    const names = [...wanted.keys()].filter((k) => k.startsWith('name:') && !hits.has(k));
    const lower = names.length > 0 ? document.content.toLowerCase() : '';
    for (const key of names) if (lower.includes(key.slice('name:'.length))) hits.set(key, { documentId: document.id, documentTitle: document.name });
    for (const found of extractCitations(document.content)) {
      const key = citationKey(found);
      if (key && wanted.has(key) && !hits.has(key)) hits.set(key, { documentId: document.id, documentTitle: document.name });
    }
  }
  return hits;
}
