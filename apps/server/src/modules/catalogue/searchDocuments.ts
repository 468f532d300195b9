import { LOCALES, SEARCH_DOCUMENT_VERSION, searchDocumentOf, searchQueryOf } from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import type { AttributeValue, Texts } from './catalogueRows';

/**
 * Products' search documents (the domain's `searchDocumentOf`, migration 0026): made from the
 * product's names and attributes, its brand's names and its categories' names, here, for every
 * way a product is written (the generated seed, the import) and for `refreshSearchDocuments`.
 */

/** What a product's document needs of the categories and brands: their names by id. */
export interface SearchDocumentNames {
  /** Names of the tree's categories (levels 1 to 3) by id; home sections are left out. */
  categories: ReadonlyMap<number, Texts>;
  brands: ReadonlyMap<number, Texts>;
}

/** The columns of a product a search document is made from. */
export interface SearchDocumentSource {
  name: Texts;
  attributes: readonly AttributeValue[];
  category_ids: readonly number[];
  brand_id: number | null;
}

/** A text's languages in one order (a row read back from jsonb lists them in another). */
const textsOf = (texts: Texts | null | undefined): string[] =>
  texts ? LOCALES.flatMap((locale) => texts[locale] ?? []) : [];

/** A product's texts a search document is made from, its category's and brand's names resolved. */
export interface SearchDocumentTexts {
  name: Texts;
  attributes: readonly AttributeValue[];
  /** The names of its category and of those above it. */
  categories: readonly Texts[];
  brand: Texts | null | undefined;
}

/** A product's search document, from its texts in every language. */
export function searchDocumentFrom(product: SearchDocumentTexts): string {
  return searchDocumentOf({
    names: textsOf(product.name),
    brands: [...new Set(textsOf(product.brand))],
    categories: product.categories.flatMap(textsOf),
    attributes: product.attributes.flatMap((attribute) => textsOf(attribute.value)),
  });
}

/** A product's search document from its columns and the names of its categories and brand. */
export function productSearchDocument(product: SearchDocumentSource, names: SearchDocumentNames): string {
  return searchDocumentFrom({
    name: product.name,
    attributes: product.attributes,
    categories: product.category_ids.flatMap((id) => names.categories.get(id) ?? []),
    brand: product.brand_id === null ? null : names.brands.get(product.brand_id),
  });
}

/** The names of the tree's categories and of every brand, as stored. */
export async function searchDocumentNames(db: Queryable): Promise<SearchDocumentNames> {
  const [categories, brands] = await Promise.all([
    db.query<{ id: number; name: Texts }>('SELECT id, name FROM category WHERE level BETWEEN 1 AND 3'),
    db.query<{ id: number; name: Texts }>('SELECT id, name FROM brand'),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row.name])),
    brands: new Map(brands.map((row) => [row.id, row.name])),
  };
}

/**
 * The search synonyms' folded terms (migration 0025) folded again by the current rules, with the
 * documents: a query is folded by them too. A term that now folds like another of its group adds
 * nothing to it and goes (the older stays); a term that folds to nothing is left as it was.
 */
async function refoldSynonyms(tx: Queryable): Promise<void> {
  const terms = await tx.query<{ id: string; group_id: string; term: string; folded: string }>(
    'SELECT id::text, group_id::text, term, folded FROM search_synonym ORDER BY id',
  );
  const kept = new Set<string>();
  const changed: { id: string; folded: string }[] = [];
  const redundant: string[] = [];
  for (const row of terms) {
    const folded = searchQueryOf(row.term) ?? row.folded;
    const key = `${row.group_id} ${folded}`;
    if (kept.has(key)) redundant.push(row.id);
    else {
      kept.add(key);
      if (folded !== row.folded) changed.push({ id: row.id, folded });
    }
  }
  if (redundant.length > 0)
    await tx.query('DELETE FROM search_synonym WHERE id = ANY ($1::bigint[])', [redundant]);
  // Two steps, so a term may take the folded form another term of its group leaves.
  if (changed.length > 0) {
    await tx.query(
      `UPDATE search_synonym s SET folded = '\u0001' || s.id FROM jsonb_to_recordset($1::text::jsonb) AS c(id bigint)
        WHERE s.id = c.id`,
      [JSON.stringify(changed)],
    );
    await tx.query(
      `UPDATE search_synonym s SET folded = c.folded FROM jsonb_to_recordset($1::text::jsonb) AS c(id bigint, folded text)
        WHERE s.id = c.id`,
      [JSON.stringify(changed)],
    );
  }
}

/** Products whose documents are written again per statement. */
const PRODUCTS_PER_BATCH = 2_000;

/** An arbitrary fixed key: two servers starting at once write the documents once. */
const REFRESH_LOCK = 7_290_117;

/**
 * Writes every product's search document again when the stored ones were written by older rules
 * than the domain's (`SEARCH_DOCUMENT_VERSION` above `search_document_state.version`), then
 * rebuilds the search vocabulary from the new documents, so no word of the old rules is offered as
 * a correction. One transaction, under a lock: a second server waits, then finds the work done.
 * Returns how many documents were written (0 when they were current).
 */
export async function refreshSearchDocuments(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    const [state] = await tx.query<{ version: number }>('SELECT version FROM search_document_state');
    if ((state?.version ?? 0) >= SEARCH_DOCUMENT_VERSION) return 0;
    const names = await searchDocumentNames(tx);
    let written = 0;
    let after = '0';
    for (;;) {
      const rows = await tx.query<SearchDocumentSource & { id: string }>(
        `SELECT id::text, name, attributes, category_ids, brand_id FROM product
          WHERE id > $1::bigint ORDER BY id LIMIT $2`,
        [after, PRODUCTS_PER_BATCH],
      );
      if (rows.length === 0) break;
      const documents = rows.map((row) => ({ id: row.id, doc: productSearchDocument(row, names) }));
      await tx.query(
        `UPDATE product p SET search_doc = d.doc
           FROM jsonb_to_recordset($1::text::jsonb) AS d(id bigint, doc text)
          WHERE p.id = d.id AND p.search_doc IS DISTINCT FROM d.doc`,
        [JSON.stringify(documents)],
      );
      written += rows.length;
      after = rows[rows.length - 1]?.id ?? after;
    }
    await markSearchDocumentsCurrent(tx);
    return written;
  });
}

/**
 * Records that every product's document was written by the domain's current rules (the seed,
 * which writes the whole catalogue, and `refreshSearchDocuments`): folds the synonyms' terms again,
 * rebuilds the vocabulary from the documents (no word of older rules or of a replaced catalogue is
 * offered as a correction) and stores `SEARCH_DOCUMENT_VERSION`, so the next start has nothing
 * to rewrite.
 */
export async function markSearchDocumentsCurrent(tx: Queryable): Promise<void> {
  await refoldSynonyms(tx);
  await tx.query(`DELETE FROM search_word`);
  await tx.query(
    `INSERT INTO search_word (word)
       SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM product ON CONFLICT (word) DO NOTHING`,
  );
  await tx.query('UPDATE search_document_state SET version = $1', [SEARCH_DOCUMENT_VERSION]);
}
