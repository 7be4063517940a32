/** The constant of reciprocal rank fusion (Cormack et al. 2009): damps the weight of the very first ranks. */
export const RRF_K = 60;

export interface FusedItem {
  id: string;
  /** Σ over the lists that hold the id of 1 / (k + rank), ranks counted from 1. */
  score: number;
  /** The id's rank in each list (1-based), or null where the list does not hold it; in the lists' order. */
  ranks: Array<number | null>;
}

/**
 * Merges ranked lists of ids by reciprocal rank fusion. An id repeated inside one list counts at its first
 * (best) place only. Ties in score keep a stable order: the better best rank first, then the id found in
 * the earlier list, then the order of first appearance.
 */
export function reciprocalRankFusion(lists: readonly (readonly string[])[], k: number = RRF_K): FusedItem[] {
  if (!(k >= 0) || !Number.isFinite(k)) throw new RangeError(`The RRF constant must be a finite number ≥ 0, not ${k}.`);
  const items = new Map<string, FusedItem & { order: number; bestRank: number; firstList: number }>();
  lists.forEach((list, listIndex) => {
    list.forEach((id, position) => {
      let item = items.get(id);
      if (!item) {
        item = { id, score: 0, ranks: lists.map(() => null), order: items.size, bestRank: Infinity, firstList: listIndex };
        items.set(id, item);
      }
      if (item.ranks[listIndex] !== null) return;
      const rank = position + 1;
      item.ranks[listIndex] = rank;
      item.score += 1 / (k + rank);
      item.bestRank = Math.min(item.bestRank, rank);
    });
  });
  return [...items.values()]
    .sort((a, b) => scoreOrder(a.score, b.score) || a.bestRank - b.bestRank || a.firstList - b.firstList || a.order - b.order)
    .map(({ id, score, ranks }) => ({ id, score, ranks }));
}

/** Higher first; sums of the same terms added in another order count as equal. */
function scoreOrder(a: number, b: number): number {
  return Math.abs(a - b) <= 1e-12 ? 0 : b - a;
}
