/** Splits items into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Maps items with at most `concurrency` calls in flight: each chunk runs in parallel, chunks one after another. */
export async function mapInBatches<T, R>(items: readonly T[], concurrency: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const batch of chunk(items, concurrency)) results.push(...(await Promise.all(batch.map(map))));
  return results;
}
