import { availableParallelism } from 'node:os';

/** One task per core: image encoding is CPU-bound, more in flight only queues in libvips. */
export const DEFAULT_CONCURRENCY = Math.max(1, availableParallelism());

/**
 * Runs `work` over `items` with at most `limit` in flight, and answers the results in the items'
 * order. The first failure rejects the whole (tasks already started still finish).
 */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as Item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
