import type { Database } from '../src/db/database';

/**
 * Fills the database up to `target` orders for the order-list benchmark by copying the orders the
 * benchmark made through the API (with their lines and a history row), spread over the benchmark's
 * buyers (`bench*` user names), newest first five minutes apart, in the statuses an order passes
 * through, so every tab has orders. Copies get order numbers starting with 99 (real ones start
 * with the date), so they never collide. Answers how many orders the database holds afterwards.
 */
export async function replicateOrders(db: Database, target: number): Promise<number> {
  const [{ count: existing } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM customer_order',
  );
  const missing = target - existing;
  if (missing <= 0) return existing;
  if (existing === 0) throw new Error('no order to copy: the create-order run made none');
  const statuses = '{1,14,2,9,10,11,12,3,5,6,7}';
  await db.transaction(async (tx) => {
    await tx.query(
      `WITH buyers AS (
         SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS n FROM app_user WHERE user_name LIKE 'bench%'
       ), source AS (
         SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS n FROM customer_order
       ), sizes AS (
         SELECT (SELECT count(*) FROM buyers)::integer AS buyers, (SELECT count(*) FROM source)::integer AS sources
       )
       INSERT INTO customer_order (
         order_no, buyer_id, request_id, status, goods_cents, china_freight_cents, amount_cents,
         estimated_sea_freight_cents, estimated_sea_insurance_cents, estimated_air_freight_cents,
         estimated_air_insurance_cents, receiving_way, logistics_mode, remark, purchaser, consignee,
         address, address_id, line_count, quantity, summary_items, created_at)
       SELECT '99' || lpad(g::text, 14, '0'), b.id, gen_random_uuid(),
              ($2::smallint[])[1 + g % cardinality($2::smallint[])],
              o.goods_cents, o.china_freight_cents, o.amount_cents, o.estimated_sea_freight_cents,
              o.estimated_sea_insurance_cents, o.estimated_air_freight_cents, o.estimated_air_insurance_cents,
              o.receiving_way, o.logistics_mode, o.remark, o.purchaser, o.consignee, o.address, o.address_id,
              o.line_count, o.quantity, o.summary_items, now() - g * interval '5 minutes'
         FROM generate_series(1, $1::integer) AS g
         CROSS JOIN sizes
         JOIN source s ON s.n = g % sizes.sources
         JOIN customer_order o ON o.id = s.id
         JOIN buyers b ON b.n = g % sizes.buyers`,
      [missing, statuses],
    );
    // Each copy's lines are its source's: the copy's number says which source it was made from.
    await tx.query(
      `WITH source AS (
         SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS n FROM customer_order WHERE order_no NOT LIKE '99%'
       ), sizes AS (SELECT count(*)::integer AS sources FROM source)
       INSERT INTO order_line (order_id, position, product_id, sku_id, product_name, attributes, picture_key,
                               unit_price_cents, quantity)
       SELECT c.id, l.position, l.product_id, l.sku_id, l.product_name, l.attributes, l.picture_key,
              l.unit_price_cents, l.quantity
         FROM customer_order c
         CROSS JOIN sizes
         JOIN source s ON s.n = substr(c.order_no, 3)::bigint % sizes.sources
         JOIN order_line l ON l.order_id = s.id
        WHERE c.order_no LIKE '99%'`,
    );
    await tx.query(
      `INSERT INTO order_status_history (order_id, status, at)
       SELECT id, status, created_at FROM customer_order WHERE order_no LIKE '99%'`,
    );
  });
  await db.query('ANALYZE customer_order');
  await db.query('ANALYZE order_line');
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM customer_order',
  );
  return count;
}
