import type { Migration } from '../../../db/migrate';

/**
 * The cart (spec sections 3, 5, 9; issue 14 item 1): one line per buyer and variant, so adding a
 * variant already in the cart adds to its line (`INSERT ... ON CONFLICT (user_id, sku_id)`).
 *
 * - `added_price_cents` and `added_stock` are the variant's price and stock when the buyer last
 *   added or changed the line: the cart shows the current ones and flags a difference.
 * - `product_name` keeps the product's names (Texts, as `product.name`) from the same moment, so a
 *   line whose product has since left the catalogue can still be shown, as unavailable.
 * - No foreign key to the catalogue: replacing or editing the catalogue must neither fail because
 *   a buyer has a variant in their cart nor silently empty carts. A line whose variant is gone is
 *   answered as unavailable and can be deleted.
 * - `created_at` decides the 30-day retention (`deleteExpiredCartItems`, its own index).
 */
export const cart: Migration = {
  id: '0010_cart',
  sql: `
    CREATE TABLE cart_item (
      id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id           bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      product_id        bigint NOT NULL,
      sku_id            bigint NOT NULL,
      quantity          integer NOT NULL CHECK (quantity >= 1),
      selected          boolean NOT NULL DEFAULT true,
      added_price_cents integer NOT NULL CHECK (added_price_cents >= 0),
      added_stock       integer NOT NULL CHECK (added_stock >= 0),
      product_name      jsonb NOT NULL,
      created_at        timestamptz NOT NULL,
      CONSTRAINT cart_item_one_line_per_variant UNIQUE (user_id, sku_id)
    );
    CREATE INDEX cart_item_created ON cart_item (created_at);
  `,
};
