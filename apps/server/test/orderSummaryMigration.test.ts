import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/testPglite';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/areas';

const SUMMARY = '0015_order_summary_items';

describe('migration 0015, the order card lines', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it("fills an older order's card with its first four lines, in line order", async () => {
    db = await openTestPglite();
    await migrate(
      db,
      migrations.filter((migration) => migration.id < SUMMARY),
    );
    const [buyer] = await db.query<{ id: string }>(
      `INSERT INTO app_user (user_name, user_name_key, level, created_at)
       VALUES ('old', 'old', 1, now()) RETURNING id::text AS id`,
    );
    const orderOf = async (orderNo: string, lines: number) => {
      const [order] = await db!.query<{ id: string }>(
        `INSERT INTO customer_order (order_no, buyer_id, request_id, status, goods_cents, china_freight_cents,
           amount_cents, receiving_way, logistics_mode, purchaser, consignee, line_count, quantity, created_at)
         VALUES ($1, $2, gen_random_uuid(), 1, 100, 0, 100, 2, 'sea', 'p', 'c', $3, $3, now())
         RETURNING id::text AS id`,
        [orderNo, buyer?.id, lines],
      );
      // Positions inserted out of order: the card follows the position, not the insertion.
      for (const position of [...Array(lines).keys()].map((index) => lines - index)) {
        await db!.query(
          `INSERT INTO order_line (order_id, position, product_id, sku_id, product_name, picture_key,
             unit_price_cents, quantity)
           VALUES ($1, $2, 1, 1, $3::jsonb, $4, 20, 1)`,
          [
            order?.id,
            position,
            JSON.stringify({ ar: `منتج ${position}` }),
            position === 2 ? null : `p/${position}`,
          ],
        );
      }
      return order?.id;
    };
    const five = await orderOf('A5', 5);
    const one = await orderOf('A1', 1);

    expect(await migrate(db, migrations)).toContain(SUMMARY);
    const cards = await db.query<{ id: string; summary_items: unknown }>(
      'SELECT id::text AS id, summary_items FROM customer_order ORDER BY id',
    );
    expect(cards).toEqual([
      {
        id: five,
        summary_items: [1, 2, 3, 4].map((position) => ({
          name: { ar: `منتج ${position}` },
          picture_key: position === 2 ? null : `p/${position}`,
        })),
      },
      { id: one, summary_items: [{ name: { ar: 'منتج 1' }, picture_key: 'p/1' }] },
    ]);
  });
});
