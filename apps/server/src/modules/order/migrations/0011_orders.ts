import type { Migration } from '../../../db/migrate';

/**
 * Orders (spec sections 3, 4, 7; issue 14 items 2-4).
 *
 * - `customer_order` (`order` is an SQL keyword) keeps what the buyer agreed to when ordering:
 *   the amounts in US cents computed on the server from the catalogue (goods, China freight, the
 *   order amount), the second-stage estimates by sea and by air at that moment (null for a mode
 *   without a tariff), and the buyer's choices. The cost lines of spec section 3 that staff set
 *   later (second-stage fee, freight, insurance, storage, ...) are nullable: null is "not set yet".
 *   Amounts are `bigint`: 200 lines of large quantities can pass `integer`'s 21 million dollars.
 * - `order_no` is unique; `(buyer_id, request_id)` is unique too, which makes `createOrder`
 *   idempotent: a second insert of the same request fails and the first order is answered.
 * - `address` is a copy of the chosen address (`{ firstName, lastName, address, mobile, postcode,
 *   email, country, province, city }`, the area names as Texts in four languages); `address_id`
 *   is where it was copied from, kept without a foreign key because the buyer may delete it.
 * - `line_count` and `quantity` are the order's lines and units, fixed when it is made, so the
 *   list needs no aggregate over the lines.
 * - `order_line` is the lines' snapshot: the product's names (Texts, as `product.name`), the
 *   variant's attributes (as `product_sku.attributes`), the picture's media key and the unit price
 *   paid. No foreign key to the catalogue, which may be replaced.
 * - `order_status_history` only grows: one row each time the order enters a status.
 * - `order_logistics_event` holds what staff record of the journey (empty until they do).
 *
 * The list reads one buyer's orders of a tab newest first: `customer_order_buyer_status` serves a
 * tab (one index range per status), `customer_order_buyer_created` the "all" tab, and both the
 * per-tab counts (an index-only scan over the buyer's orders).
 */
export const orders: Migration = {
  id: '0011_orders',
  sql: `
    CREATE TABLE customer_order (
      id                                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_no                          text NOT NULL,
      buyer_id                          bigint NOT NULL REFERENCES app_user (id),
      request_id                        uuid NOT NULL,
      status                            smallint NOT NULL,
      goods_cents                       bigint NOT NULL CHECK (goods_cents >= 0),
      china_freight_cents               bigint NOT NULL CHECK (china_freight_cents >= 0),
      amount_cents                      bigint NOT NULL CHECK (amount_cents >= 0),
      estimated_sea_freight_cents       bigint CHECK (estimated_sea_freight_cents >= 0),
      estimated_sea_insurance_cents     bigint CHECK (estimated_sea_insurance_cents >= 0),
      estimated_air_freight_cents       bigint CHECK (estimated_air_freight_cents >= 0),
      estimated_air_insurance_cents     bigint CHECK (estimated_air_insurance_cents >= 0),
      second_stage_fee_cents            bigint CHECK (second_stage_fee_cents >= 0),
      sea_freight_cents                 bigint CHECK (sea_freight_cents >= 0),
      insurance_cents                   bigint CHECK (insurance_cents >= 0),
      warehouse_storage_per_day_cents   bigint CHECK (warehouse_storage_per_day_cents >= 0),
      warehouse_overstay_fee_cents      bigint CHECK (warehouse_overstay_fee_cents >= 0),
      supplementary_china_freight_cents bigint CHECK (supplementary_china_freight_cents >= 0),
      china_loading_fee_cents           bigint CHECK (china_loading_fee_cents >= 0),
      domestic_storage_fee_cents        bigint CHECK (domestic_storage_fee_cents >= 0),
      value_added_service_fee_cents     bigint CHECK (value_added_service_fee_cents >= 0),
      free_storage_period_days          integer CHECK (free_storage_period_days >= 0),
      receiving_way                     smallint NOT NULL CHECK (receiving_way IN (1, 2)),
      logistics_mode                    text NOT NULL CHECK (logistics_mode IN ('sea', 'air')),
      tracking_no                       text,
      remark                            text NOT NULL DEFAULT '',
      purchaser                         text NOT NULL,
      consignee                         text NOT NULL,
      address                           jsonb,
      address_id                        bigint,
      line_count                        integer NOT NULL CHECK (line_count >= 1),
      quantity                          integer NOT NULL CHECK (quantity >= 1),
      created_at                        timestamptz NOT NULL,
      paid_at                           timestamptz,
      CONSTRAINT customer_order_order_no_key UNIQUE (order_no),
      CONSTRAINT customer_order_buyer_request_key UNIQUE (buyer_id, request_id)
    );
    CREATE INDEX customer_order_buyer_status ON customer_order (buyer_id, status, created_at DESC, id DESC);
    CREATE INDEX customer_order_buyer_created ON customer_order (buyer_id, created_at DESC, id DESC);

    CREATE TABLE order_line (
      id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id         bigint NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
      position         integer NOT NULL,
      product_id       bigint NOT NULL,
      sku_id           bigint NOT NULL,
      product_name     jsonb NOT NULL,
      attributes       jsonb NOT NULL DEFAULT '[]',
      picture_key      text,
      unit_price_cents bigint NOT NULL CHECK (unit_price_cents >= 0),
      quantity         integer NOT NULL CHECK (quantity >= 1),
      CONSTRAINT order_line_position UNIQUE (order_id, position)
    );

    CREATE TABLE order_status_history (
      id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
      status   smallint NOT NULL,
      at       timestamptz NOT NULL
    );
    CREATE INDEX order_status_history_order ON order_status_history (order_id, id);

    CREATE TABLE order_logistics_event (
      id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      order_id    bigint NOT NULL REFERENCES customer_order (id) ON DELETE CASCADE,
      status      smallint NOT NULL,
      at          timestamptz NOT NULL,
      description jsonb NOT NULL,
      location    jsonb
    );
    CREATE INDEX order_logistics_event_order ON order_logistics_event (order_id, at, id);
  `,
};
