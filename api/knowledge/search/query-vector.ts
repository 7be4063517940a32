import { EmbeddingModelUnavailableError, type Embedder } from '../../../activities/knowledge/embedder-types';
import { queryTextForEmbedding } from '../../../domain/knowledge/search-rules';
import { HttpError } from '../../http-error';

export const modelUnavailable = (reason: string) => new HttpError(503, 'embedding_model_unavailable', `The search model cannot be used right now: ${reason}`);

/** The query's vector; 503 with the embedder's reason when the model cannot be used. */
export async function embedQuery(embedder: Embedder, query: string): Promise<number[]> {
  const status = embedder.status();
  if (status.state === 'unavailable') throw modelUnavailable(status.reason);
  try {
    const [vector] = await embedder.embed([queryTextForEmbedding(embedder.model, query)]);
    if (!vector || vector.length === 0) throw new Error('The search model gave no vector for the query.');
    return vector;
  } catch (error) {
    if (error instanceof EmbeddingModelUnavailableError) throw modelUnavailable(error.message);
    throw error;
  }
}
