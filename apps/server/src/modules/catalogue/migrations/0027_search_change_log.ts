import type { Migration } from '../../../db/migrate';

/**
 * The change log the search index follows (issue 16, item 5; `modules/catalogue/searchIndex/`):
 * each server process keeps the products' search documents and list columns in memory, and
 * before each search reads `search_state.revision`; when it moved, it reads the log's entries
 * since its own revision and reloads those products (or everything, for an entry without one).
 *
 * - Triggers on `product` write the log, once per statement: the ids of the rows inserted or
 *   deleted, and of the rows updated whose document or list columns changed (a stock or price
 *   update of an order does not touch the search's columns unless it changes `price_cents`). A
 *   statement of more than 1,000 products (a seed, an import) writes one entry for everything.
 * - Each statement that logs takes the next revision by updating the single `search_state` row,
 *   whose lock it keeps until it commits: revisions are committed in order, so a reader that sees
 *   revision R has every entry up to R.
 * - A change of the search synonyms (migration 0025) moves the revision too, without an entry: the
 *   index has nothing to reload, but a search remembered by the catalogue cache, whose key holds
 *   the revision, is searched again with the new synonyms.
 * - One small row per product written by a staff edit, or per bulk statement; the daily
 *   `catalogue.prune-search-changes` deletes the old ones (migration 0028).
 */
export const searchChangeLog: Migration = {
  id: '0027_search_change_log',
  sql: `
    CREATE TABLE search_state (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      revision  bigint NOT NULL
    );
    INSERT INTO search_state (revision) VALUES (1);

    -- product_id NULL: reload every product.
    CREATE TABLE search_change (
      revision   bigint NOT NULL,
      product_id bigint
    );
    CREATE INDEX search_change_by_revision ON search_change (revision);

    CREATE FUNCTION log_search_change() RETURNS trigger LANGUAGE plpgsql AS $body$
    DECLARE
      changed bigint[];
      next_revision bigint;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(id) INTO changed FROM new_products;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(id) INTO changed FROM old_products;
      ELSE
        SELECT array_agg(n.id) INTO changed
          FROM new_products n JOIN old_products o ON o.id = n.id
         WHERE (n.search_doc, n.month_sold, n.price_cents, n.created_at, n.brand_id, n.category_ids)
               IS DISTINCT FROM (o.search_doc, o.month_sold, o.price_cents, o.created_at, o.brand_id, o.category_ids);
      END IF;
      IF changed IS NULL THEN
        RETURN NULL;
      END IF;
      UPDATE search_state SET revision = revision + 1 RETURNING revision INTO next_revision;
      IF cardinality(changed) > 1000 THEN
        INSERT INTO search_change (revision, product_id) VALUES (next_revision, NULL);
      ELSE
        INSERT INTO search_change (revision, product_id) SELECT next_revision, unnest(changed);
      END IF;
      RETURN NULL;
    END
    $body$;
    CREATE TRIGGER product_search_change_inserted AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_products
      FOR EACH STATEMENT EXECUTE FUNCTION log_search_change();
    CREATE TRIGGER product_search_change_updated AFTER UPDATE ON product
      REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
      FOR EACH STATEMENT EXECUTE FUNCTION log_search_change();
    CREATE TRIGGER product_search_change_deleted AFTER DELETE ON product
      REFERENCING OLD TABLE AS old_products
      FOR EACH STATEMENT EXECUTE FUNCTION log_search_change();

    CREATE FUNCTION log_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      WITH next AS (UPDATE search_state SET revision = revision + 1 RETURNING revision)
      INSERT INTO search_change (revision, product_id) SELECT revision, NULL FROM next;
      RETURN NULL;
    END
    $body$;
    CREATE TRIGGER product_search_change_truncated AFTER TRUNCATE ON product
      FOR EACH STATEMENT EXECUTE FUNCTION log_search_truncate();

    CREATE FUNCTION log_synonym_change() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      UPDATE search_state SET revision = revision + 1;
      RETURN NULL;
    END
    $body$;
    CREATE TRIGGER search_synonym_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym
      FOR EACH STATEMENT EXECUTE FUNCTION log_synonym_change();
  `,
};
