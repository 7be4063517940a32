/** Seed 001 §9: long text is embedded in pieces of this many characters whose vectors are averaged. */
export const EMBEDDING_PIECE_CHARACTERS = 4000;

/** Seed 001 §8: embedding an empty or blank text gives an empty vector. */
export function isBlankText(text: string): boolean {
  return text.trim().length === 0;
}

/** The 4000-character pieces of a text, cut at whitespace where one is near the end of a piece. */
export function piecesForEmbedding(text: string, pieceLength: number = EMBEDDING_PIECE_CHARACTERS): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + pieceLength);
    if (end < text.length) {
      const lastSpace = text.lastIndexOf(' ', end);
      if (lastSpace > start + pieceLength * 0.8) end = lastSpace;
    }
    const piece = text.slice(start, end);
    if (!isBlankText(piece)) pieces.push(piece);
    start = end;
  }
  return pieces;
}

/** Scales a vector to unit length (cosine similarity becomes a dot product); a zero vector stays as it is. */
export function normalizeVector(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length === 0 ? [...vector] : vector.map((value) => value / length);
}

/** The unit-length mean of vectors of one length; empty input (or only empty vectors) gives []. */
export function averageVectors(vectors: readonly (readonly number[])[]): number[] {
  const present = vectors.filter((vector) => vector.length > 0);
  const first = present[0];
  if (!first) return [];
  const sum = new Array<number>(first.length).fill(0);
  for (const vector of present) {
    if (vector.length !== first.length) throw new Error(`Cannot average vectors of ${first.length} and ${vector.length} dimensions.`);
    vector.forEach((value, index) => (sum[index]! += value));
  }
  return normalizeVector(sum.map((value) => value / present.length));
}

/** Cosine similarity of two vectors of one length (0 when either is empty or zero). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let lengthA = 0;
  let lengthB = 0;
  for (let index = 0; index < a.length; index += 1) {
    dot += a[index]! * b[index]!;
    lengthA += a[index]! * a[index]!;
    lengthB += b[index]! * b[index]!;
  }
  return lengthA === 0 || lengthB === 0 ? 0 : dot / Math.sqrt(lengthA * lengthB);
}
