import { aiKeyStatus } from '../../activities/ai/ai-config';
import { createEmbedder } from '../../activities/knowledge/create-embedder';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import type { AppConfig } from '../config';
import { ensureEmbeddingModel } from './embedding-model';

/**
 * The process's embedder. The in-process model's weights are provisioned in the background: the product
 * starts at once, and the knowledge base says it is getting ready (or what failed) until they are there.
 */
export function startEmbedder(config: Pick<AppConfig, 'embeddings' | 'ai'>, log: (line: string) => void): Embedder {
  const useLocal = config.embeddings.provider === 'local' || !aiKeyStatus(config.ai).usable;
  const modelsDir = useLocal
    ? ensureEmbeddingModel({ modelsDir: config.embeddings.modelsDir, repositoryUrl: config.embeddings.repositoryUrl, log })
    : Promise.resolve(config.embeddings.modelsDir);
  modelsDir.catch((error: unknown) => log(error instanceof Error ? error.message : String(error)));
  return createEmbedder({ provider: config.embeddings.provider, ai: config.ai, modelsDir });
}
