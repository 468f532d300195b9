import type { Locale } from '@tijara/domain';
import type { Database } from '../../db/database';
import { CARD_FIELDS, type CardRow } from './productCards';

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
 *
 * How the batch's cards come depends on the database. From a PostgreSQL server, as rows: the
 * server builds rows more cheaply than JSON, and the client decodes them on its own core. From
 * PGlite, whose client copies each field's bytes before decoding them (a third of a search's time
 * as rows), as one JSON document of arrays in one row, which `JSON.parse` reads at once; arrays,
 * because `json_build_object` costs PostgreSQL twice as much as `json_build_array`.
 */

/** The cards of one search, in the order of its ids, and the revision they were read at. */
export interface SearchCards {
  rows: CardRow[];
  revision: number;
}

/**
 * A card as the batch reads it: `name` and `brand_name` are the text in the search's language, or
 * the whole object when that text is blank, for `localizedTextIn` to fall back in (`toCardWire`
 * reads both alike).
 */
type BatchCard = CardRow & {
  /** Which search of the batch asked for it (its place in the batch). */
  search: number;
};

/** The text in the search's language when it has a letter; the whole object otherwise. */
const IN_LANGUAGE = (column: string) =>
  `CASE WHEN coalesce(${column} ->> want.locale, '') ~ '^[[:space:]]*$' THEN ${column}
        ELSE to_jsonb(${column} ->> want.locale) END`;

/** A card per (search, id) wanted: an id two searches want in two languages is read twice. */
const WANTED = `FROM unnest($1::integer[], $2::bigint[], $3::text[]) AS want(search, id, locale)
  JOIN product p ON p.id = want.id LEFT JOIN brand b ON b.id = p.brand_id`;

/**
 * What a search reads otherwise than a list's card: texts in the search's language, and an integer
 * array as JSON (parsed natively).
 */
const READ_FOR_SEARCH: Partial<Record<keyof CardRow, string>> = {
  name: IN_LANGUAGE('p.name'),
  brand_name: IN_LANGUAGE('b.name'),
  tags: 'to_json(p.tags)',
};

/** A card's fields in a batch, and what each is read from: which search, then a card's own. */
const FIELDS: readonly (readonly [keyof BatchCard, string])[] = [
  ['search', 'want.search'],
  ...CARD_FIELDS.map(([name, read]) => [name, READ_FOR_SEARCH[name] ?? read] as const),
];

const REVISION = 'SELECT revision::text AS revision FROM search_state';

/**
 * The batch's statement (a fixed text, prepared on a PostgreSQL server): a row per card, the
 * revision in each (a PostgreSQL server); or one row, the revision and every card as an array of
 * its fields in a JSON array (PGlite).
 */
export const SEARCH_CARDS: Record<Database['kind'], string> = {
  postgres: `SELECT ${FIELDS.map(([name, read]) => `${read} AS ${name}`).join(', ')},
    (${REVISION}) AS revision ${WANTED}`,
  pglite: `SELECT (${REVISION}) AS revision,
    (SELECT json_agg(json_build_array(${FIELDS.map(([, read]) => read).join(', ')})) ${WANTED})::text AS cards`,
};

/** A card of PGlite's document: its fields in {@link FIELDS}' order. */
function cardOf(values: readonly unknown[]): BatchCard {
  const card: Record<string, unknown> = {};
  FIELDS.forEach(([name], index) => {
    card[name] = values[index];
  });
  return card as unknown as BatchCard;
}

/** The batch's cards and the revision they were read at, in one statement (two when none is found). */
async function readCards(
  db: Database,
  params: readonly string[],
): Promise<{ cards: BatchCard[]; revision: number }> {
  if (db.kind === 'pglite') {
    const [row] = await db.query<{ revision: string; cards: string | null }>(SEARCH_CARDS.pglite, params);
    const cards = row?.cards ? (JSON.parse(row.cards) as unknown[][]).map(cardOf) : [];
    return { cards, revision: Number(row?.revision ?? 0) };
  }
  const cards = await db.query<BatchCard & { revision: string }>(SEARCH_CARDS.postgres, params, {
    prepare: true,
  });
  // No card (no match, or every product since deleted): the revision on its own.
  const [first] =
    cards.length > 0 ? cards : await db.query<{ revision: string }>(REVISION, [], { prepare: true });
  return { cards, revision: Number(first?.revision ?? 0) };
}

interface Waiting {
  ids: readonly string[];
  locale: Locale;
  resolve: (cards: SearchCards) => void;
  reject: (error: unknown) => void;
}

/** The searches waiting for the next batch, per database. */
const batches = new WeakMap<Database, Waiting[]>();

async function readBatch(db: Database, waiting: readonly Waiting[]): Promise<void> {
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
    const { cards, revision } = await readCards(db, [
      `{${searches.join(',')}}`,
      `{${ids.join(',')}}`,
      `{${locales.join(',')}}`,
    ]);
    const found = waiting.map(() => new Map<string, CardRow>());
    for (const card of cards) found[card.search]?.set(card.id, card);
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
export function searchCards(db: Database, ids: readonly string[], locale: Locale): Promise<SearchCards> {
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
