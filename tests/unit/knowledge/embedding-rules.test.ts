import { describe, expect, it } from 'vitest';
import { averageVectors, cosineSimilarity, isBlankText, normalizeVector, piecesForEmbedding } from '../../../domain/knowledge/embedding-rules';

describe('embedding rules (seed 001 §8, §9)', () => {
  it('treats empty and whitespace-only text as blank', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText(' \n\t ')).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
  });

  it('cuts long text into pieces of at most 4000 characters, at a space near the end when there is one', () => {
    const words = Array.from({ length: 3000 }, (_, index) => `word${index}`).join(' ');
    const pieces = piecesForEmbedding(words);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.every((piece) => piece.length <= 4000)).toBe(true);
    expect(pieces.join('')).toBe(words);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
  });

  it('cuts text without spaces at exactly 4000 characters and drops blank pieces', () => {
    expect(piecesForEmbedding('x'.repeat(9000)).map((piece) => piece.length)).toEqual([4000, 4000, 1000]);
    expect(piecesForEmbedding('   ')).toEqual([]);
  });

  it('averages vectors into a unit vector, ignoring empty ones', () => {
    const mean = averageVectors([[1, 0], [], [0, 1]]);
    expect(mean[0]).toBeCloseTo(Math.SQRT1_2);
    expect(mean[1]).toBeCloseTo(Math.SQRT1_2);
    expect(averageVectors([])).toEqual([]);
    expect(() => averageVectors([[1, 0], [1, 0, 0]])).toThrow('Cannot average vectors of 2 and 3 dimensions.');
  });

  it('normalises and compares vectors by cosine', () => {
    expect(normalizeVector([3, 4])).toEqual([0.6, 0.8]);
    expect(normalizeVector([0, 0])).toEqual([0, 0]);
    expect(cosineSimilarity([1, 0], [0, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [2, 2])).toBeCloseTo(1);
    expect(cosineSimilarity([], [])).toBe(0);
  });
});
