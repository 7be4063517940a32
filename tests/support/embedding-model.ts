import path from 'node:path';
import { createLocalEmbedder } from '../../activities/knowledge/local-embedder';
import type { Embedder } from '../../activities/knowledge/embedder-types';
import { ensureEmbeddingModel } from '../../api/runtime/embedding-model';

export const TEST_MODELS_DIR = path.resolve(process.env.TOOLS_DIR ?? '.tools', 'models');

let shared: Embedder | null = null;

/** The real in-process embedding model, loaded once per test process (the weights are provisioned once). */
export function sharedLocalEmbedder(): Embedder {
  shared ??= createLocalEmbedder(ensureEmbeddingModel({ modelsDir: TEST_MODELS_DIR }));
  return shared;
}

/** Downloads and checks the weights before test processes start, so they never race for them. */
export async function provisionEmbeddingModel(log: (line: string) => void): Promise<void> {
  await ensureEmbeddingModel({ modelsDir: TEST_MODELS_DIR, log });
}
