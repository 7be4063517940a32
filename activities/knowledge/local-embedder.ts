import type { FeatureExtractionPipeline } from '@huggingface/transformers';
import { isBlankText } from '../../domain/knowledge/embedding-rules';
import { EmbeddingModelUnavailableError, type Embedder, type EmbedderStatus } from './embedder-types';

export const LOCAL_EMBEDDING_MODEL = 'bge-small-en-v1.5';
const MODEL_ID = 'BAAI/bge-small-en-v1.5';
/**
 * One text per forward pass on one CPU thread: measured on a 2-core machine with ~300-token passages, that
 * is the fastest (no padding, no threads fighting: 8 passages/s against 6 for batches of 32 on two
 * threads), and it leaves the other core to the API and the workflows, which otherwise miss their deadlines.
 */
const BATCH_SIZE = 1;
const SESSION_OPTIONS = { intraOpNumThreads: 1, interOpNumThreads: 1 };

/**
 * bge-small-en-v1.5 run in this process on the CPU through transformers.js, never fetching anything
 * (remote loading is off): `modelsDir` resolves once the weights are provisioned and checked. BGE pools
 * with the [CLS] token and compares normalised vectors by cosine.
 */
export function createLocalEmbedder(modelsDir: Promise<string>): Embedder {
  let state: EmbedderStatus = { state: 'loading', model: LOCAL_EMBEDDING_MODEL };
  let extractor: Promise<FeatureExtractionPipeline> | null = null;
  // Settle the status as soon as provisioning ends, even before the first text is embedded.
  modelsDir.then(
    () => undefined,
    (error: unknown) => {
      state = { state: 'unavailable', model: LOCAL_EMBEDDING_MODEL, reason: error instanceof Error ? error.message : String(error) };
    },
  );

  const load = (): Promise<FeatureExtractionPipeline> => {
    extractor ??= (async () => {
      const directory = await modelsDir;
      const { env, pipeline } = await import('@huggingface/transformers');
      env.allowRemoteModels = false;
      env.allowLocalModels = true;
      env.localModelPath = directory.endsWith('/') ? directory : `${directory}/`;
      const loaded = await pipeline('feature-extraction', MODEL_ID, { dtype: 'q8', session_options: SESSION_OPTIONS });
      state = { state: 'ready', model: LOCAL_EMBEDDING_MODEL };
      return loaded;
    })().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      state = { state: 'unavailable', model: LOCAL_EMBEDDING_MODEL, reason };
      extractor = null;
      throw new EmbeddingModelUnavailableError(reason);
    });
    return extractor;
  };

  return {
    model: LOCAL_EMBEDDING_MODEL,
    status: () => state,
    async embed(texts) {
      const vectors: number[][] = texts.map(() => []);
      const present = texts.flatMap((text, index) => (isBlankText(text) ? [] : [{ text, index }]));
      if (present.length === 0) return vectors;
      const run = await load();
      for (let start = 0; start < present.length; start += BATCH_SIZE) {
        const batch = present.slice(start, start + BATCH_SIZE);
        const output = await run(
          batch.map((item) => item.text),
          { pooling: 'cls', normalize: true },
        );
        const rows = output.tolist() as number[][];
        batch.forEach((item, row) => (vectors[item.index] = rows[row]!));
      }
      return vectors;
    },
  };
}
