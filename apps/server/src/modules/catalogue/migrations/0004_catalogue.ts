import type { Migration } from '../../../db/migrate';

/**
 * The catalogue (spec sections 3, 4 and 7; issue 6 items 4-6).
 *
 * - Texts a buyer reads are `jsonb` objects with one entry per locale (`ar`, `ckb`, `en`, `zh`);
 *   the server picks the caller's language and falls back to Arabic.
 * - `category` holds the three-level tree (`level` 1-3) and the home page sections (`level` 0:
 *   hot 30, selected 54, video 12, local 101). A product lists every category it is shown under
 *   in `category_ids`: its three tree levels and any home sections, so one indexed containment
 *   test answers "products of category N" at any level.
 * - Money is integer US cents; weights grams; sizes millimetres; rates basis points.
 * - `search_doc` is the product's names in all four languages and its brand, folded by the
 *   domain's `searchDocumentOf`; a trigram index on it serves the search (pg_trgm).
 * - `media` keeps the catalogue's images and videos in the database, so a PostgreSQL deployment
 *   needs no shared disk; they are served by key with long cache headers.
 *
 * The shapes the catalogue API (`modules/catalogue`) reads, `Texts` being `{ ar, ckb, en, zh }`
 * (a missing or blank locale falls back to Arabic, then English, Chinese, Kurdish):
 * - `product.name`, `category.name`, `brand.name`, `banner.title`, `site_event.title|summary`,
 *   `website_content.title`, `warehouse.name|address`: Texts of plain text.
 * - `product.description`, `website_content.body`: Texts of HTML, stored as given and sanitised
 *   when answered. `brand.description`: Texts of plain text, or NULL ("no information").
 * - `product.attributes`: `[{ name: Texts, value: Texts }]`.
 * - `product_sku.attributes`: `[{ name: Texts, value: Texts, imageKey?: string }]`, `imageKey` a
 *   base key like those of `image_keys` (its swatch is `<imageKey>/300.webp`).
 * - `product.image_keys`: base keys; `media` holds `<base>/300.webp` (card) and `<base>/800.webp`
 *   (detail). `video_key`, `brand.logo_key`, `banner.image_key`, `category.image_key`,
 *   `site_event.image_key`: full keys. Every key is served at `/media/<key>`.
 * - `china_freight_cents`: the supplier's freight to the China warehouse for one order line.
 */
export const catalogue: Migration = {
  id: '0004_catalogue',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- pg_trgm takes only what the database's LC_CTYPE calls letters: under the C locale Arabic,
    -- Kurdish and Chinese text has no trigrams at all and search would find nothing. Refuse such
    -- a database at start-up with the fix, rather than serve a search that silently fails.
    DO $check$
    BEGIN
      IF show_trgm('بحث') = '{}' THEN
        RAISE EXCEPTION 'this database''s LC_CTYPE (%) does not classify Arabic letters, so search cannot work',
          (SELECT datctype FROM pg_database WHERE datname = current_database())
          USING HINT = 'create the database with a UTF-8 locale, for example: CREATE DATABASE tijara LC_COLLATE ''C.UTF-8'' LC_CTYPE ''C.UTF-8'' TEMPLATE template0';
      END IF;
    END
    $check$;

    CREATE TABLE media (
      key          text PRIMARY KEY,
      content_type text NOT NULL,
      bytes        bytea NOT NULL,
      width        integer,
      height       integer
    );

    CREATE TABLE category (
      id        integer PRIMARY KEY,
      parent_id integer NOT NULL DEFAULT 0,
      level     smallint NOT NULL CHECK (level BETWEEN 0 AND 3),
      sort      integer NOT NULL DEFAULT 0,
      name      jsonb NOT NULL,
      image_key text REFERENCES media (key)
    );
    CREATE INDEX category_parent ON category (parent_id, sort, id);

    CREATE TABLE brand (
      id          integer PRIMARY KEY,
      name        jsonb NOT NULL,
      description jsonb,
      logo_key    text REFERENCES media (key),
      hot         boolean NOT NULL DEFAULT false,
      cooperation boolean NOT NULL DEFAULT false,
      sort        integer NOT NULL DEFAULT 0
    );

    CREATE TABLE product (
      id                 bigint PRIMARY KEY,
      platform_type      smallint NOT NULL,
      category_id        integer NOT NULL REFERENCES category (id),
      category_ids       integer[] NOT NULL,
      brand_id           integer REFERENCES brand (id),
      name               jsonb NOT NULL,
      description        jsonb NOT NULL,
      attributes         jsonb NOT NULL DEFAULT '[]',
      price_cents        integer NOT NULL CHECK (price_cents >= 0),
      max_price_cents    integer NOT NULL CHECK (max_price_cents >= price_cents),
      stock              integer NOT NULL CHECK (stock >= 0),
      sold               integer NOT NULL DEFAULT 0,
      month_sold         integer NOT NULL DEFAULT 0,
      repurchase_rate_bp integer NOT NULL DEFAULT 0 CHECK (repurchase_rate_bp BETWEEN 0 AND 10000),
      min_order          integer NOT NULL DEFAULT 1 CHECK (min_order >= 1),
      max_order          integer,
      lead_time_days     integer NOT NULL DEFAULT 0,
      gross_weight_g     integer NOT NULL CHECK (gross_weight_g > 0),
      length_mm          integer NOT NULL CHECK (length_mm > 0),
      width_mm           integer NOT NULL CHECK (width_mm > 0),
      height_mm          integer NOT NULL CHECK (height_mm > 0),
      china_freight_cents integer NOT NULL DEFAULT 0,
      tags               smallint[] NOT NULL DEFAULT '{}',
      image_keys         text[] NOT NULL,
      video_key          text,
      trademark          text,
      source_url         text,
      search_doc         text NOT NULL,
      created_at         timestamptz NOT NULL
    );
    CREATE INDEX product_search ON product USING gin (search_doc gin_trgm_ops);
    CREATE INDEX product_categories ON product USING gin (category_ids);
    CREATE INDEX product_brand ON product (brand_id, month_sold DESC, id);
    CREATE INDEX product_by_sales ON product (month_sold DESC, id);
    CREATE INDEX product_by_price ON product (price_cents, id);
    CREATE INDEX product_by_newest ON product (created_at DESC, id);

    CREATE TABLE product_sku (
      id                    bigint PRIMARY KEY,
      product_id            bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
      sort                  integer NOT NULL,
      attributes            jsonb NOT NULL,
      stock                 integer NOT NULL CHECK (stock >= 0),
      price_cents           integer NOT NULL CHECK (price_cents >= 0),
      promotion_price_cents integer CHECK (promotion_price_cents >= 0)
    );
    CREATE INDEX product_sku_product ON product_sku (product_id, sort);

    CREATE TABLE hot_word (
      id     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      locale text NOT NULL,
      sort   integer NOT NULL,
      name   text NOT NULL
    );
    CREATE INDEX hot_word_locale ON hot_word (locale, sort);

    CREATE TABLE banner (
      id        integer PRIMARY KEY,
      sort      integer NOT NULL,
      title     jsonb NOT NULL,
      image_key text NOT NULL REFERENCES media (key),
      link      text NOT NULL
    );

    CREATE TABLE site_event (
      id        integer PRIMARY KEY,
      sort      integer NOT NULL,
      title     jsonb NOT NULL,
      summary   jsonb NOT NULL,
      image_key text REFERENCES media (key),
      link      text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at   timestamptz NOT NULL
    );

    CREATE TABLE website_content (
      id    integer PRIMARY KEY,
      kind  text NOT NULL,
      sort  integer NOT NULL,
      title jsonb NOT NULL,
      body  jsonb NOT NULL
    );
    CREATE INDEX website_content_kind ON website_content (kind, sort);

    CREATE TABLE warehouse (
      id         integer PRIMARY KEY,
      country_id integer NOT NULL REFERENCES area (id),
      sort       integer NOT NULL,
      name       jsonb NOT NULL,
      address    jsonb NOT NULL,
      phone      text NOT NULL
    );

    CREATE TABLE freight_tariff (
      mode       text PRIMARY KEY CHECK (mode IN ('sea', 'air')),
      unit_cents integer NOT NULL CHECK (unit_cents > 0),
      insurance_bp integer NOT NULL CHECK (insurance_bp >= 0)
    );
  `,
};
