import { sql, type Kysely } from 'kysely';
import { EmbeddingModelUnavailableError, type Embedder } from '../../activities/knowledge/embedder-types';
import { vectorToSql } from '../../activities/knowledge/vector-text';
import type { Database } from '../../db/schema';
import { averageVectors, piecesForEmbedding } from '../../domain/knowledge/embedding-rules';
import { relatedContentOf } from '../../domain/notebooks/related';
import type { RelatedNotebook } from '../../domain/notebooks/views';
import { blocksOf } from './repository';

/** Notebooks embedded at once when their text changed since their last embedding. */
const EMBED_BATCH = 50;
/** Nearest notebooks looked at before the similarity cuts. */
const CANDIDATES = 20;

/** The notebook's words: title, description, tags, then its blocks' text in order. */
export async function notebookText(db: Kysely<Database>, notebook: { id: string; title: string; description: string; tags: string[] }): Promise<string> {
  const blocks = await blocksOf(db, notebook.id);
  return [notebook.title, notebook.description, notebook.tags.join(', '), ...blocks.map((block) => block.plain_text)].filter((part) => part.trim()).join('\n');
}

/** Seed 001 §9: long text is embedded in 4000-character pieces whose vectors are averaged. */
async function embedText(embedder: Embedder, text: string): Promise<number[]> {
  const pieces = piecesForEmbedding(text);
  if (pieces.length === 0) return [];
  return averageVectors(await embedder.embed(pieces));
}

/**
 * Brings the user's notebook embeddings up to date: a notebook whose version moved past the one it was
 * embedded from (or that another model embedded) is embedded again. A notebook edited meanwhile keeps
 * its newer state: the write only lands on the version that was read.
 */
export async function refreshEmbeddings(db: Kysely<Database>, embedder: Embedder, userId: string): Promise<void> {
  const due = await db
    .selectFrom('notebooks')
    .select(['id', 'title', 'description', 'tags', 'version'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('embedded_version', 'is', null), eb('embedded_version', '!=', eb.ref('version')), eb('embedding_model', 'is', null), eb('embedding_model', '!=', embedder.model)]))
    .orderBy('updated_at', 'desc')
    .limit(EMBED_BATCH)
    .execute();
  for (const notebook of due) {
    const vector = await embedText(embedder, await notebookText(db, notebook));
    await db
      .updateTable('notebooks')
      .set({ embedding: vector.length ? vectorToSql(vector) : null, embedding_model: embedder.model, embedded_version: notebook.version })
      .where('id', '=', notebook.id)
      .where('version', '=', notebook.version)
      .execute();
  }
}

export interface RelatedResult {
  related: RelatedNotebook[];
  /** Why the search could not run, when the model cannot be used. */
  unavailable: string | null;
}

/** The user's other (not archived) notebooks near this one by the embedding model, as §3's related content. */
export async function relatedNotebooks(db: Kysely<Database>, embedder: Embedder, userId: string, notebookId: string): Promise<RelatedResult> {
  const status = embedder.status();
  if (status.state === 'unavailable') return { related: [], unavailable: `The search model cannot be used right now: ${status.reason}` };
  try {
    await refreshEmbeddings(db, embedder, userId);
  } catch (error) {
    if (error instanceof EmbeddingModelUnavailableError) return { related: [], unavailable: `The search model cannot be used right now: ${error.message}` };
    throw error;
  }
  const own = await db.selectFrom('notebooks').select(['embedding']).where('id', '=', notebookId).where('user_id', '=', userId).where('embedding_model', '=', embedder.model).executeTakeFirst();
  if (!own?.embedding) return { related: [], unavailable: null };
  const distance = sql<number>`embedding <=> ${own.embedding}::vector`;
  const rows = await db
    .selectFrom('notebooks')
    .select(['id', 'title', distance.as('distance')])
    .where('user_id', '=', userId)
    .where('id', '!=', notebookId)
    .where('is_archived', '=', false)
    .where('embedding_model', '=', embedder.model)
    .where('embedding', 'is not', null)
    .orderBy(distance)
    .limit(CANDIDATES)
    .execute();
  return { related: relatedContentOf(rows.map((row) => ({ id: row.id, title: row.title, similarity: 1 - Number(row.distance) }))), unavailable: null };
}
