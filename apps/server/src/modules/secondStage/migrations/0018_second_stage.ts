import type { Migration } from '../../../db/migrate';

/**
 * The second stage of an order (issue 15 item 6; spec sections 3, 4 and 9):
 *
 * - `customer_order.locale` is the language the buyer ordered in (the `language` header of
 *   `createOrder`), which the order's messages to them are written in. Null for orders made before
 *   this migration: they are written in Arabic, the default and fallback language.
 * - `second_stage_fee` is what operations staff set, once per order: the lines as sent (the
 *   domain's `SECOND_STAGE_FEE_LINES`, in US cents), who and when. The same lines are also written
 *   into the order's cost columns, which price stage 2 (`stageAmount`). Its primary key makes the
 *   setting happen once: a repeat finds the row and compares.
 * - `warehouse_storage_charge` is one day of storage charged by the daily job, at the order's
 *   per-day price: `day` 1 is the sixth day since the order entered logistics payment. The primary
 *   key `(order_id, day)` charges a day once, whichever process or re-run gets there first; the
 *   job adds the day's amount to the order's `warehouse_overstay_fee_cents` (a stage-2 line) in the
 *   same transaction, so the line is always the sum of these rows.
 */
export const secondStage: Migration = {
  id: '0018_second_stage',
  sql: `
    ALTER TABLE customer_order ADD COLUMN locale text CHECK (locale IN ('ar', 'ckb', 'en', 'zh'));

    CREATE TABLE second_stage_fee (
      order_id bigint PRIMARY KEY REFERENCES customer_order (id),
      lines    jsonb NOT NULL,
      set_by   bigint NOT NULL REFERENCES app_user (id),
      set_at   timestamptz NOT NULL
    );

    CREATE TABLE warehouse_storage_charge (
      order_id     bigint NOT NULL REFERENCES customer_order (id),
      day          integer NOT NULL CHECK (day >= 1),
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      charged_at   timestamptz NOT NULL,
      PRIMARY KEY (order_id, day)
    );
  `,
};
