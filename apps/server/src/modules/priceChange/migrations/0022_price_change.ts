import type { Migration } from '../../../db/migrate';

/**
 * VIP price negotiation (spec section 6; issue 15 item 5): procurement staff lower the goods price of
 * a VIP's paid order, and a weekly job refunds each change into the buyer's wallet through the
 * ledger (migration 0012). Both tables are append-only, like the ledger (its `ledger_append_only`
 * trigger function refuses an update or a delete):
 *
 * - `order_price_change`: one change, with the order's original goods price, the price before it
 *   (`previous_cents`: the original, or the last change's amount) and the one it sets, the note,
 *   who and when, and the request's key (unique: a repeated request finds the first change). The
 *   checks repeat the domain's rule (below the previous price, not below 95 % of the original, a
 *   note of 1-100 characters) so no path around the service can store a change that breaks it. The
 *   order's current goods price is its last change's amount (the order's own columns keep what was
 *   ordered and paid).
 * - `vip_price_refund`: the refund of one change, keyed by the change: the weekly job inserts it in
 *   the same transaction as the ledger movement it names (idempotent by
 *   `vip-price-refund:<change id>`), so each change is refunded once however many runs or server
 *   processes reach it.
 */
export const priceChange: Migration = {
  id: '0022_price_change',
  sql: `
    CREATE TABLE order_price_change (
      id              bigserial PRIMARY KEY,
      order_id        bigint NOT NULL REFERENCES customer_order (id),
      original_cents  bigint NOT NULL CHECK (original_cents > 0),
      previous_cents  bigint NOT NULL CHECK (previous_cents <= original_cents),
      amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
      note            text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 100),
      changed_by      bigint NOT NULL REFERENCES app_user (id),
      changed_at      timestamptz NOT NULL,
      idempotency_key uuid NOT NULL CONSTRAINT order_price_change_request_key UNIQUE,
      CHECK (amount_cents < previous_cents),
      CHECK (amount_cents * 100 >= original_cents * 95)
    );
    CREATE INDEX order_price_change_order ON order_price_change (order_id, id);

    CREATE TABLE vip_price_refund (
      price_change_id       bigint PRIMARY KEY REFERENCES order_price_change (id),
      amount_cents          bigint NOT NULL CHECK (amount_cents > 0),
      refunded_at           timestamptz NOT NULL,
      ledger_transaction_id bigint NOT NULL REFERENCES ledger_transaction (id)
    );

    CREATE TRIGGER order_price_change_append_only
      BEFORE UPDATE OR DELETE ON order_price_change
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER vip_price_refund_append_only
      BEFORE UPDATE OR DELETE ON vip_price_refund
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
  `,
};
