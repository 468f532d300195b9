import type { Migration } from '../../../db/migrate';

/**
 * Wallet top-ups (spec sections 1, 9: pre-recharge in IQD; issue 15 item 5). The money itself is
 * in the ledger (migration 0012): an approved top-up is one `recharge` movement from
 * `received:<method>` to `wallet:<user>`. These tables say which top-ups were asked for and what
 * finance decided.
 *
 * - `wallet_top_up`: one request, the dinars the buyer says they send and how. `(user_id,
 *   request_id)` is unique: a repeated request finds the first top-up. Never updated.
 * - `wallet_top_up_voucher`: the 1-5 vouchers (the payment area's `payment_voucher`) proving a
 *   transfer. A voucher proves one thing: unique here, and triggers refuse a voucher that already
 *   proves a payment attempt here, or one proving a top-up in `payment_attempt_voucher` (raised as
 *   that table's own unique violation, which the payment area answers with 409).
 * - `wallet_top_up_decision`: finance's one decision per top-up, keyed by it, with who and when,
 *   the reason of a rejection (and finance's optional note) and the ledger movement of an approval: inserted in the same
 *   transaction as the movement, so a top-up is credited once however many approvals race.
 * All three are append-only.
 */
export const walletTopUp: Migration = {
  id: '0021_wallet_top_up',
  sql: `
    CREATE TABLE wallet_top_up (
      id          bigserial PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES app_user (id),
      request_id  uuid NOT NULL,
      method      text NOT NULL CHECK (method IN ('bank_transfer', 'cash')),
      amount_iqd  bigint NOT NULL CHECK (amount_iqd > 0),
      created_at  timestamptz NOT NULL,
      CONSTRAINT wallet_top_up_request_key UNIQUE (user_id, request_id)
    );
    CREATE INDEX wallet_top_up_user ON wallet_top_up (user_id, id);

    CREATE TABLE wallet_top_up_voucher (
      top_up_id  bigint NOT NULL REFERENCES wallet_top_up (id),
      voucher_id uuid NOT NULL REFERENCES payment_voucher (id),
      position   smallint NOT NULL,
      PRIMARY KEY (top_up_id, position),
      CONSTRAINT wallet_top_up_voucher_once UNIQUE (voucher_id)
    );

    CREATE TABLE wallet_top_up_decision (
      top_up_id             bigint PRIMARY KEY REFERENCES wallet_top_up (id),
      decision              text NOT NULL CHECK (decision IN ('approved', 'rejected')),
      reason                text CHECK (reason IN ('notReceived', 'amountMismatch', 'voucherUnreadable')),
      note                  text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
      decided_by            bigint NOT NULL,
      decided_at            timestamptz NOT NULL,
      ledger_transaction_id bigint REFERENCES ledger_transaction (id),
      CHECK ((decision = 'approved') = (ledger_transaction_id IS NOT NULL)),
      CHECK ((decision = 'rejected') = (reason IS NOT NULL))
    );

    CREATE FUNCTION wallet_top_up_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER wallet_top_up_append_only BEFORE UPDATE OR DELETE ON wallet_top_up
      FOR EACH ROW EXECUTE FUNCTION wallet_top_up_append_only();
    CREATE TRIGGER wallet_top_up_voucher_append_only BEFORE UPDATE OR DELETE ON wallet_top_up_voucher
      FOR EACH ROW EXECUTE FUNCTION wallet_top_up_append_only();
    CREATE TRIGGER wallet_top_up_decision_append_only BEFORE UPDATE OR DELETE ON wallet_top_up_decision
      FOR EACH ROW EXECUTE FUNCTION wallet_top_up_append_only();

    CREATE FUNCTION wallet_top_up_voucher_unused() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'wallet_top_up_voucher' THEN
        IF EXISTS (SELECT 1 FROM payment_attempt_voucher WHERE voucher_id = NEW.voucher_id) THEN
          RAISE EXCEPTION 'voucher % already proves a payment', NEW.voucher_id
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'wallet_top_up_voucher_once';
        END IF;
      ELSIF EXISTS (SELECT 1 FROM wallet_top_up_voucher WHERE voucher_id = NEW.voucher_id) THEN
        RAISE EXCEPTION 'voucher % already proves a wallet top-up', NEW.voucher_id
          USING ERRCODE = 'unique_violation', CONSTRAINT = 'payment_attempt_voucher_once';
      END IF;
      RETURN NEW;
    END;
    $$;
    CREATE TRIGGER wallet_top_up_voucher_unused BEFORE INSERT ON wallet_top_up_voucher
      FOR EACH ROW EXECUTE FUNCTION wallet_top_up_voucher_unused();
    CREATE TRIGGER payment_attempt_voucher_not_top_up BEFORE INSERT ON payment_attempt_voucher
      FOR EACH ROW EXECUTE FUNCTION wallet_top_up_voucher_unused();
  `,
};
