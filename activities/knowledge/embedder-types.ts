/** Every vector in the index has this many dimensions, whichever model made it. */
export const EMBEDDING_DIMENSIONS = 384;

/** Turns text into unit-length vectors; one instance per process, shared by the API and the worker. */
export interface Embedder {
  /** Recorded on every chunk it embeds; the index only ever compares vectors of one model. */
  readonly model: string;
  /** One vector per text, in order; a blank text gives an empty vector (seed 001 §8). */
  embed(texts: readonly string[]): Promise<number[][]>;
  /** Whether the model can be used now, and if not, what was tried (for screens and 503 replies). */
  status(): EmbedderStatus;
}

export type EmbedderStatus = { state: 'ready' | 'loading'; model: string } | { state: 'unavailable'; model: string; reason: string };

/** The embedding model cannot be used; the message says what was tried. */
export class EmbeddingModelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingModelUnavailableError';
  }
}
