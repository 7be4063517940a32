import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { citationKey, searchFragment } from '../../../domain/legal/citations/keys';
import type { FoundCitation } from '../../../domain/legal/types';
import { recordDocumentUses } from '../../knowledge/document-uses';
import type { KnowledgeScope } from '../../knowledge/scope';
import { documentsHoldingText } from '../../knowledge/scoped-reads';

/** At most this many of the person's documents are read for one check (in each scope). */
export const FIRM_DOCUMENTS_LIMIT = 50;

/** The reading log's purpose for documents a citation check read. */
export const CITATION_CHECK_PURPOSE = 'citation-check';

export interface FirmDocumentHit {
  documentId: string;
  documentTitle: string;
}

/**
 * Finds each citation in the person's own knowledge documents (full text), only inside the given scopes (the
 * draft's matter, or outside matters): documents holding a distinctive fragment (page, section, decision number)
 * are read and their citations compared by key, so "Labor Code section 5903" in a document confirms
 * "Lab. Code, § 5903". Every document read is written to its matter's reading log. Answers by citation key.
 */
export async function findInFirmDocuments(db: Kysely<Database>, scopes: readonly KnowledgeScope[], citations: FoundCitation[]): Promise<Map<string, FirmDocumentHit>> {
  const wanted = new Map<string, FoundCitation>();
  for (const c of citations) {
    const key = citationKey(c);
    if (key) wanted.set(key, c);
  }
  const fragments = [...new Set([...wanted.values()].map(searchFragment).filter((f): f is string => f !== null))];
  const hits = new Map<string, FirmDocumentHit>();
  if (fragments.length === 0) return hits;
  for (const scope of scopes) {
    const documents = await documentsHoldingText(db, scope, fragments, FIRM_DOCUMENTS_LIMIT);
    await recordDocumentUses(db, {
      userId: scope.userId,
      matterId: scope.matterId,
      purpose: CITATION_CHECK_PURPOSE,
      query: [...new Set(citations.map((c) => c.text))].join('; '),
      uses: documents.map((document) => ({ documentId: document.id, documentName: document.name, chunkIds: [] })),
    });
    for (const document of documents) {
      const names = [...wanted.keys()].filter((k) => k.startsWith('name:') && !hits.has(k));
      const lower = names.length > 0 ? document.content.toLowerCase() : '';
      for (const key of names) if (lower.includes(key.slice('name:'.length))) hits.set(key, { documentId: document.id, documentTitle: document.name });
      for (const found of extractCitations(document.content)) {
        const key = citationKey(found);
        if (key && wanted.has(key) && !hits.has(key)) hits.set(key, { documentId: document.id, documentTitle: document.name });
      }
    }
  }
  return hits;
}
