import type { Migration } from '../../../db/migrate';

/**
 * The order card's first lines (issue 14: the order list's p95 on PostgreSQL). The list showed
 * each order's first four lines' names and pictures by aggregating `order_line` per order, ten
 * small aggregates a page, many times a minute. An order's lines never change once it is made (they
 * are its snapshot), so the card's lines are written with them (`insertOrderLines`) into
 * `summary_items`: a JSON array of `{ name, picture_key }` in line order, at most
 * `ORDER_SUMMARY_ITEMS` (4) long. Orders made before this migration are filled from their lines.
 */
export const orderSummaryItems: Migration = {
  id: '0015_order_summary_items',
  sql: `
    ALTER TABLE customer_order ADD COLUMN summary_items jsonb NOT NULL DEFAULT '[]'::jsonb;
    UPDATE customer_order o
       SET summary_items = (
         SELECT COALESCE(jsonb_agg(jsonb_build_object('name', l.product_name, 'picture_key', l.picture_key)
                                   ORDER BY l.position), '[]'::jsonb)
           FROM order_line l WHERE l.order_id = o.id AND l.position <= 4);
  `,
};
