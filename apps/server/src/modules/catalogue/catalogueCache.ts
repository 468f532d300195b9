/**
 * A small in-process cache for what is expensive to work out and cheap to keep: the ranking of a
 * keyword search and the number of products a list has. Product cards are never cached: they are
 * read from the database on every call, so prices, stock and names are always current.
 *
 * Invalidation is by age only. The catalogue is written by the seed and import commands, which run
 * in other processes (possibly against another server of a PostgreSQL deployment) that this process
 * cannot hear; so an entry lives {@link CATALOGUE_CACHE_TTL_MS} and is then worked out again. After
 * an import, a search may list the products it matched before, and a list may show the previous
 * total, for up to that long. Entries are per process and per app; restarting clears them.
 *
 * Concurrent callers asking for the same key while it is being worked out share one database
 * query, so fifty buyers searching the same hot word at once cost one search. A failed load is
 * not kept.
 *
 * `CATALOGUE_CACHE=off` (config.ts) builds none: every call then ranks only its own page and
 * counts again (`findProductPage`), which is what a benchmark of the search itself must measure.
 */

/** How long a search ranking or a list total is reused. */
export const CATALOGUE_CACHE_TTL_MS = 60_000;

/** Entries kept at most: past this the least recently used go first. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

interface Entry<Value> {
  expiresAt: number;
  value: Promise<Value>;
}

export interface CacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds on a clock that only moves forward. @default performance.now */
  now?: () => number;
}

export class CatalogueCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({
    ttlMs = CATALOGUE_CACHE_TTL_MS,
    maxEntries = CATALOGUE_CACHE_MAX_ENTRIES,
    now = () => performance.now(),
  }: CacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The value kept for `key` while it is fresh; otherwise `load()`'s, kept from now on. */
  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) {
      // Most recently used last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    const entry: Entry<Value> = { expiresAt: now + this.ttlMs, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
