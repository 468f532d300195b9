import type { Migration } from '../../../db/migrate';

/**
 * The two stages of the catalogue's keyword search (issue 6, item 5; `modules/catalogue/productSearch.ts`).
 *
 * - `product.search_words`: the words of `search_doc` as a text-search vector, with the `simple`
 *   configuration (no stemming, no stop words: `search_doc` is already folded by the domain's
 *   `searchDocumentOf`, in four languages no single dictionary knows). Stored and indexed with
 *   GIN, it answers the first stage, every word of the query as a whole word or the start of one,
 *   from the index and without scoring any document.
 * - `search_word`: every word the catalogue's documents have had. The first stage reads which
 *   words start with each query word (a range of the C-ordered key) and looks those up whole. The
 *   second, for a word that starts none, finds the words within one typo of it in the trigram
 *   index, and searches those: a few thousand words are compared instead of 50,000 documents of
 *   about 130 characters, at about 20 µs each.
 *
 * `product_search` (the trigram index of whole documents, migration 0004) served the search this
 * replaces, and nothing else: it goes (21 MB for 50,000 products, updated on every write).
 *
 * The vocabulary is kept by triggers on `product` (each statement's new and changed rows), so
 * every way products are written (seed, import, tests, a console) keeps it whole. Words are never
 * taken out when products are deleted or renamed: a stale word only costs a correction that finds
 * no product, and removing one safely would need to know that no other product still has it.
 */
export const productSearchWords: Migration = {
  id: '0006_product_search_words',
  sql: `
    DROP INDEX product_search;

    ALTER TABLE product
      ADD COLUMN search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_doc)) STORED;
    -- fastupdate off: see search_word_trigrams below. Writing 50,000 generated products takes about
    -- a tenth longer; every search stays as fast as the index, also on PGlite.
    CREATE INDEX product_search_words ON product USING gin (search_words) WITH (fastupdate = off);

    -- Byte order (C), so "is there a word starting with ..." is a range of the primary key.
    CREATE TABLE search_word (
      word text COLLATE "C" PRIMARY KEY
    );
    -- New entries go straight into the index rather than into GIN's pending list, which every
    -- search would read in full until a vacuum merges it (PGlite runs no autovacuum).
    CREATE INDEX search_word_trigrams ON search_word USING gin (word gin_trgm_ops) WITH (fastupdate = off);

    -- Inserts: once per statement, over all its rows (the seed writes 2,000 products a statement).
    CREATE FUNCTION remember_inserted_search_words() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      INSERT INTO search_word (word)
        SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM inserted_products
        ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END
    $body$;
    CREATE TRIGGER product_search_words_inserted AFTER INSERT ON product
      REFERENCING NEW TABLE AS inserted_products
      FOR EACH STATEMENT EXECUTE FUNCTION remember_inserted_search_words();

    -- Updates: only rows whose document changed, so updating prices or sales costs nothing here.
    CREATE FUNCTION remember_updated_search_words() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      INSERT INTO search_word (word)
        SELECT unnest(tsvector_to_array(NEW.search_words))
        ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END
    $body$;
    CREATE TRIGGER product_search_words_updated AFTER UPDATE OF search_doc ON product
      FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc)
      EXECUTE FUNCTION remember_updated_search_words();

    INSERT INTO search_word (word)
      SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM product
      ON CONFLICT (word) DO NOTHING;
  `,
};
