import { isBlankText } from '../../domain/knowledge/embedding-rules';
import { aiKeyStatus, createAiClient, type AiConfig } from '../ai/ai-config';
import { EMBEDDING_DIMENSIONS, EmbeddingModelUnavailableError, type Embedder } from './embedder-types';

export const OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';
const BATCH_SIZE = 64;

/**
 * The AI provider's embedding model, asked for vectors of the index's size. Its name on the chunks
 * differs from the in-process model's, so the index never compares the two.
 */
export function createOpenAiEmbedder(config: AiConfig): Embedder {
  const client = createAiClient(config);
  const model = `openai:${OPENAI_EMBEDDING_MODEL}`;
  const key = aiKeyStatus(config);
  const noKey = key.usable ? '' : key.reason;
  return {
    model,
    status: () => (client ? { state: 'ready', model } : { state: 'unavailable', model, reason: noKey }),
    async embed(texts) {
      const vectors: number[][] = texts.map(() => []);
      const present = texts.flatMap((text, index) => (isBlankText(text) ? [] : [{ text, index }]));
      if (present.length === 0) return vectors;
      if (!client) throw new EmbeddingModelUnavailableError(noKey);
      for (let start = 0; start < present.length; start += BATCH_SIZE) {
        const batch = present.slice(start, start + BATCH_SIZE);
        const reply = await client.embeddings.create({ model: OPENAI_EMBEDDING_MODEL, input: batch.map((item) => item.text), dimensions: EMBEDDING_DIMENSIONS });
        for (const item of reply.data) vectors[batch[item.index]!.index] = item.embedding;
      }
      return vectors;
    },
  };
}
