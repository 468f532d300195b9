import type { Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';
import type { CardRow } from './productCards';

/**
 * The cards of a search's page, read together with the cards of every other search ranked in the
 * same turn of the event loop (issue 16, item 5). Under load many searches finish ranking in one
 * turn; each used to send its own statement, and a statement's fixed cost (the socket write, the
 * pool, PostgreSQL's per-statement work, PGlite's protocol) was most of a search's time. Now one
 * statement reads them all, each search's ids with its language.
 *
 * Freshness is what a statement of its own gave: the batch's statement is sent after every search
 * in it has ranked, so the revision it reads with the cards (`search_state`, migration 0027) is at
 * least as new as each search's own read would have been; a search whose ranking is older than
 * that revision ranks again (`findProductPage`).
 *
 * Texts come in the search's language only, with the fallback of the domain's `localizedTextIn`
 * kept whole: a product's name (or its brand's) is read as the language's text, and as its whole
 * `jsonb` object, for `localizedTextIn` to fall back in, only when that text is missing or blank.
 * Parsing four languages of every card cost the server about as much as the rest of the card.
 * The tags come as JSON too: `JSON.parse` reads them faster than the client's array parser.
 */

/** The cards of one search, in the order of its ids, and the revision they were read at. */
export interface SearchCards {
  rows: CardRow[];
  revision: number;
}

/**
 * A card row as the batch reads it: `name` and `brand_name` are the text in the search's language
 * (a JSON string), or the whole object when that text is blank, for `localizedTextIn` to fall back
 * in (`toCardWire` reads both alike).
 */
type BatchRow = CardRow & {
  /** Which search of the batch asked for it (its place in the batch). */
  search: number;
  search_revision: string;
};

/** The text in the search's language when it has a letter; the whole object otherwise. */
const IN_LANGUAGE = (column: string) =>
  `CASE WHEN coalesce(${column} ->> want.locale, '') ~ '^[[:space:]]*$' THEN ${column}
        ELSE to_jsonb(${column} ->> want.locale) END`;

/**
 * One statement for the batch: a row per (search, id) wanted, so an id two searches want in two
 * languages is read twice. Fixed text, prepared on a PostgreSQL server.
 */
export const SEARCH_CARDS = `SELECT want.search, p.id::text AS id, p.platform_type,
    ${IN_LANGUAGE('p.name')} AS name,
    p.image_keys[1] AS image_key, p.price_cents, p.max_price_cents, p.sold, p.month_sold,
    p.repurchase_rate_bp, to_json(p.tags) AS tags, p.stock, p.video_key, ${IN_LANGUAGE('b.name')} AS brand_name, p.min_order,
    (SELECT revision::text FROM search_state) AS search_revision
  FROM unnest($1::integer[], $2::bigint[], $3::text[]) AS want(search, id, locale)
  JOIN product p ON p.id = want.id LEFT JOIN brand b ON b.id = p.brand_id`;

const REVISION = 'SELECT revision::text AS search_revision FROM search_state';

interface Waiting {
  ids: readonly string[];
  locale: Locale;
  resolve: (cards: SearchCards) => void;
  reject: (error: unknown) => void;
}

/** The searches waiting for the next batch, per database. */
const batches = new WeakMap<Queryable, Waiting[]>();

async function readBatch(db: Queryable, waiting: readonly Waiting[]): Promise<void> {
  try {
    // Ids come from the search index (digits): written as array literals, not escaped one by one.
    const searches: number[] = [];
    const ids: string[] = [];
    const locales: string[] = [];
    waiting.forEach((search, place) => {
      for (const id of search.ids) {
        searches.push(place);
        ids.push(id);
        locales.push(search.locale);
      }
    });
    const rows =
      ids.length > 0
        ? await db.query<BatchRow>(
            SEARCH_CARDS,
            [`{${searches.join(',')}}`, `{${ids.join(',')}}`, `{${locales.join(',')}}`],
            { prepare: true },
          )
        : [];
    // No card at all (no match, or every product since deleted): the revision on its own.
    const [first] =
      rows.length > 0 ? rows : await db.query<{ search_revision: string }>(REVISION, [], { prepare: true });
    const revision = Number(first?.search_revision ?? 0);
    const found = waiting.map(() => new Map<string, CardRow>());
    for (const row of rows) found[row.search]?.set(row.id, row);
    waiting.forEach((search, place) => {
      const byId = found[place] ?? new Map<string, CardRow>();
      search.resolve({ rows: search.ids.flatMap((id) => byId.get(id) ?? []), revision });
    });
  } catch (error) {
    for (const search of waiting) search.reject(error);
  }
}

/**
 * The cards of `ids` in `locale`, in that order (ids of products that no longer exist are left
 * out), and the search revision read with them: read in one statement with those of the other
 * searches that ask in this turn of the event loop.
 */
export function searchCards(db: Queryable, ids: readonly string[], locale: Locale): Promise<SearchCards> {
  return new Promise((resolve, reject) => {
    let waiting = batches.get(db);
    if (!waiting) {
      const batch: Waiting[] = [];
      waiting = batch;
      batches.set(db, batch);
      // After the turn's other callbacks (the other requests read in it) have ranked theirs.
      setImmediate(() => {
        batches.delete(db);
        void readBatch(db, batch);
      });
    }
    waiting.push({ ids, locale, resolve, reject });
  });
}
