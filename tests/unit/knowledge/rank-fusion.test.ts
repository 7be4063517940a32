import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from '../../../domain/knowledge/rank-fusion';

describe('reciprocal rank fusion', () => {
  it('scores each id by the sum of 1 / (60 + rank) over the lists holding it', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(RRF_K).toBe(60);
    expect(fused.map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2]!.score).toBeCloseTo(1 / 62, 12);
    expect(fused.map((item) => item.ranks)).toEqual([
      [1, 2],
      [3, 1],
      [2, null],
    ]);
  });

  it('ranks an id found by both lists above ids found by one at the same ranks', () => {
    const fused = reciprocalRankFusion([
      ['vector-only', 'both'],
      ['text-only', 'both'],
    ]);
    expect(fused[0]!.id).toBe('both');
  });

  it('keeps a stable order on ties: better best rank, then the earlier list, then first appearance', () => {
    expect(reciprocalRankFusion([['x'], ['y']]).map((item) => item.id)).toEqual(['x', 'y']);
    expect(reciprocalRankFusion([['y'], ['x']]).map((item) => item.id)).toEqual(['y', 'x']);
    // Same sum by different ranks: the one with a first place wins.
    const symmetric = reciprocalRankFusion([
      ['p', 'q'],
      ['q', 'p'],
    ]);
    expect(symmetric.map((item) => item.id)).toEqual(['p', 'q']);
    expect(symmetric[0]!.score).toBe(symmetric[1]!.score);
    const repeated = Array.from({ length: 20 }, () => reciprocalRankFusion([['m', 'n', 'o'], ['o', 'n', 'm'], ['n', 'm', 'o']]).map((item) => item.id).join());
    expect(new Set(repeated).size).toBe(1);
  });

  it('counts an id repeated inside one list once, at its best place', () => {
    const fused = reciprocalRankFusion([['a', 'b', 'a']]);
    expect(fused).toEqual([
      { id: 'a', score: 1 / 61, ranks: [1] },
      { id: 'b', score: 1 / 62, ranks: [2] },
    ]);
  });

  it('takes empty input and empty lists', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
    expect(reciprocalRankFusion([[], ['a']]).map((item) => item.ranks)).toEqual([[null, 1]]);
  });

  it('takes another constant, and refuses a negative one', () => {
    expect(reciprocalRankFusion([['a']], 0)[0]!.score).toBe(1);
    expect(() => reciprocalRankFusion([['a']], -1)).toThrow(RangeError);
  });
});
