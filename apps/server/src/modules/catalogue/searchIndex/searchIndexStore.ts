import type { Database } from '../../../db/database';
import { loadSynonymTable } from '../searchSynonyms';
import { SearchIndex, type IndexedProduct } from './searchIndex';

/**
 * Each database's search index in this process (`searchIndex.ts`), kept up to date from the
 * database's change log (migration 0027) for each search: a read of `search_state` (with the
 * search's cards, in the same statement) when nothing changed; the changed products when some
 * did; everything when a bulk write or a truncation says so, when the log is long, when the log
 * was pruned past the index's revision, or when too many of the index's postings point at
 * products since replaced.
 */

interface Holder {
  index: SearchIndex | null;
  /** The refresh under way: concurrent searches wait for it rather than starting another. */
  refreshing: Promise<SearchIndex> | null;
}

const holders = new WeakMap<Database, Holder>();

/** Past this many changed products since the index's revision, it is built anew. */
const RELOAD_ALL_AFTER = 2_000;
/** Past this share of postings pointing at replaced products, it is built anew. */
const REBUILD_STALE_SHARE = 0.25;

interface ProductColumns {
  id: string;
  search_words: string;
  month_sold: number;
  price_cents: number;
  created_ms: number;
  brand_id: number | null;
  category_ids: number[];
}

const COLUMNS = `id::text, search_words::text, month_sold, price_cents,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms, brand_id, category_ids`;

const indexed = (row: ProductColumns): IndexedProduct => ({
  id: row.id,
  searchWords: row.search_words,
  monthSold: row.month_sold,
  priceCents: row.price_cents,
  createdAt: row.created_ms,
  brandId: row.brand_id,
  categoryIds: row.category_ids,
});

async function currentRevision(db: Database): Promise<number> {
  const [row] = await db.query<{ revision: string }>('SELECT revision::text FROM search_state');
  return Number(row?.revision ?? 0);
}

async function build(db: Database, revision: number): Promise<SearchIndex> {
  const index = new SearchIndex();
  index.synonyms = await loadSynonymTable(db);
  // Read after the revision: a write committed in between is in the rows and read again later.
  // In the order of sales, so the index ranks by sales without comparing (`SearchIndex.put`).
  const rows = await db.query<ProductColumns>(`SELECT ${COLUMNS} FROM product ORDER BY month_sold DESC, id`);
  for (const row of rows) index.put(indexed(row));
  index.revision = revision;
  return index;
}

async function refresh(db: Database, current: SearchIndex | null, revision: number): Promise<SearchIndex> {
  if (!current || current.staleShare > REBUILD_STALE_SHARE) return build(db, revision);
  // The entries since the index's revision and how far the log is pruned, in one snapshot: a
  // pruning between two reads could otherwise delete entries this refresh still needs.
  const logged = await db.query<{ pruned_through: string; logged: boolean; product_id: string | null }>(
    `SELECT s.pruned_through::text, c.revision IS NOT NULL AS logged, c.product_id::text
       FROM search_state s LEFT JOIN search_change c ON c.revision > $1 AND c.revision <= $2`,
    [current.revision, revision],
  );
  // Entries the index has not read were pruned: what changed since cannot be known.
  if (Number(logged[0]?.pruned_through ?? 0) > current.revision) return build(db, revision);
  const changes = logged.filter((row) => row.logged);
  if (changes.length > RELOAD_ALL_AFTER || changes.some((change) => change.product_id === null))
    return build(db, revision);
  const ids = [...new Set(changes.map((change) => change.product_id ?? ''))];
  const rows = await db.query<ProductColumns>(
    `SELECT ${COLUMNS} FROM product WHERE id = ANY ($1::bigint[])`,
    [ids],
  );
  const found = new Set(rows.map((row) => row.id));
  for (const id of ids) if (!found.has(id)) current.remove(id);
  for (const row of rows) current.put(indexed(row));
  // The revision also moves when staff change a synonym (migration 0027): the table is small.
  current.synonyms = await loadSynonymTable(db);
  current.revision = revision;
  return current;
}

function holderOf(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { index: null, refreshing: null };
    holders.set(db, holder);
  }
  return holder;
}

/**
 * The database's search index, as of now: up to the revision `search_state` holds when this is
 * called, or at least up to `revision` when the caller read it itself (in the statement that read
 * a search's cards: `searchCards.ts`), which saves the read.
 */
export async function currentSearchIndex(db: Database, revision?: number): Promise<SearchIndex> {
  const holder = holderOf(db);
  for (;;) {
    if (holder.refreshing) await holder.refreshing.catch(() => undefined);
    const wanted = revision ?? (await currentRevision(db));
    if (holder.index && holder.index.revision >= wanted) return holder.index;
    if (holder.refreshing) continue;
    const work = refresh(db, holder.index, wanted);
    holder.refreshing = work;
    try {
      holder.index = await work;
      return holder.index;
    } finally {
      holder.refreshing = null;
    }
  }
}

/**
 * The search index this process holds, without asking the database whether it is still current
 * (built when there is none yet). A search ranks on it and then reads its cards and the current
 * revision in one statement: only when the revision moved meanwhile does it bring the index up to
 * date and rank again (`findProductPage`), so a search costs one round trip, not two.
 */
export async function heldSearchIndex(db: Database): Promise<SearchIndex> {
  const holder = holderOf(db);
  if (holder.refreshing) await holder.refreshing.catch(() => undefined);
  return holder.index ?? currentSearchIndex(db);
}

/**
 * Deletes the change log's entries more than `kept` revisions older than the current one and
 * records up to where (`search_state.pruned_through`, migration 0028): an index older than that
 * is built anew. Under `search_state`'s row lock, which every logged write takes: the entries it
 * deletes were all committed. Answers how many entries went.
 */
export async function pruneSearchChanges(db: Database, kept: number): Promise<number> {
  const rows = await db.query<{ pruned: string }>(
    `WITH horizon AS (
       UPDATE search_state SET pruned_through = GREATEST(pruned_through, revision - $1)
       RETURNING pruned_through
     ), gone AS (
       DELETE FROM search_change WHERE revision <= (SELECT pruned_through FROM horizon) RETURNING 1
     )
     SELECT count(*)::text AS pruned FROM gone`,
    [kept],
  );
  return Number(rows[0]?.pruned ?? 0);
}
