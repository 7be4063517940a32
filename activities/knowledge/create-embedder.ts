import { aiKeyStatus, type AiConfig } from '../ai/ai-config';
import type { Embedder } from './embedder-types';
import { createLocalEmbedder } from './local-embedder';
import { createOpenAiEmbedder } from './openai-embedder';

export type EmbeddingProvider = 'local' | 'openai';

/**
 * The in-process model unless EMBEDDING_PROVIDER=openai and a usable key is configured: switching providers is a
 * deliberate choice, because documents embedded by one model are not found by the other's queries.
 */
export function createEmbedder(options: { provider: EmbeddingProvider; ai: AiConfig; modelsDir: Promise<string> }): Embedder {
  if (options.provider === 'openai' && aiKeyStatus(options.ai).usable) return createOpenAiEmbedder(options.ai);
  return createLocalEmbedder(options.modelsDir);
}
