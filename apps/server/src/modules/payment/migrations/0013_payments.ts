import type { Migration } from '../../../db/migrate';

/**
 * The payments of an order's stages (issue 15 items 1, 2 and 4). The rules (stage amounts, which
 * attempt may follow which, the event kinds) are the domain's (`packages/domain/src/payment/
 * paymentStage.ts`); this schema keeps what happened, append-only, as the ledger does (0012):
 *
 * - `payment_attempt` is one try at paying one stage of one order by one method: the amount in US
 *   cents computed on the server from the order, and, when the buyer pays in dinars, the dinars and
 *   the rate of the moment. `(buyer_id, idempotency_key)` is unique: a double submit or a second tab
 *   with the same key finds the first attempt. No status column: an attempt's status is read from
 *   its events.
 * - `payment_event` is what happened to an attempt: submitted, approved by finance (review code 10),
 *   rejected (code 11, with a reason), cash confirmed, a provider's success or failure, cancelled.
 *   Who (`actor_id`, null for a provider or the system) and when. A partial unique index lets an
 *   attempt be decided once: of two concurrent approvals, one commits and the other fails.
 * - `payment_voucher` is one uploaded transfer voucher: the image as the server re-encoded it (never
 *   the bytes as sent), its type, size and SHA-256, and the buyer who uploaded it. Its id is a random
 *   UUID, and it is read only through calls that check the caller (the buyer who uploaded it, or
 *   finance), never at a public address. `payment_attempt_voucher` ties 1-5 vouchers to the attempt
 *   they prove; a voucher proves one attempt.
 * - Triggers refuse UPDATE, DELETE and TRUNCATE of all four tables: a correction is a new event.
 */
export const payments: Migration = {
  id: '0013_payments',
  sql: `
    CREATE TABLE payment_attempt (
      id              bigserial PRIMARY KEY,
      order_id        bigint NOT NULL REFERENCES customer_order (id),
      order_no        text NOT NULL,
      stage           smallint NOT NULL CHECK (stage IN (1, 2)),
      method          text NOT NULL
                        CHECK (method IN ('bank_transfer', 'cash', 'wallet', 'zaincash', 'fib', 'card')),
      amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
      currency        text NOT NULL CHECK (currency IN ('USD', 'IQD')),
      iqd_amount      bigint CHECK (iqd_amount > 0),
      iqd_per_usd     numeric CHECK (iqd_per_usd > 0),
      idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
      buyer_id        bigint NOT NULL REFERENCES app_user (id),
      created_at      timestamptz NOT NULL,
      CONSTRAINT payment_attempt_idempotency_key UNIQUE (buyer_id, idempotency_key),
      CONSTRAINT payment_attempt_dinars CHECK (
        (currency = 'USD' AND iqd_amount IS NULL AND iqd_per_usd IS NULL) OR
        (currency = 'IQD' AND iqd_amount IS NOT NULL AND iqd_per_usd IS NOT NULL))
    );
    CREATE INDEX payment_attempt_order_stage ON payment_attempt (order_id, stage, id);

    CREATE TABLE payment_event (
      id         bigserial PRIMARY KEY,
      attempt_id bigint NOT NULL REFERENCES payment_attempt (id),
      kind       text NOT NULL CHECK (kind IN ('submitted', 'reviewApproved', 'reviewRejected',
                   'cashConfirmed', 'providerSucceeded', 'providerFailed', 'cancelled')),
      reason     text CHECK (reason IN ('notReceived', 'amountMismatch', 'voucherUnreadable')),
      note       text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
      actor_id   bigint,
      at         timestamptz NOT NULL,
      CONSTRAINT payment_event_reason CHECK ((kind = 'reviewRejected') = (reason IS NOT NULL))
    );
    CREATE INDEX payment_event_attempt ON payment_event (attempt_id, id);
    CREATE UNIQUE INDEX payment_event_one_submission ON payment_event (attempt_id) WHERE kind = 'submitted';
    CREATE UNIQUE INDEX payment_event_one_decision ON payment_event (attempt_id) WHERE kind <> 'submitted';

    CREATE TABLE payment_voucher (
      id           uuid PRIMARY KEY,
      buyer_id     bigint NOT NULL REFERENCES app_user (id),
      bytes        bytea NOT NULL,
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
      size         integer NOT NULL CHECK (size > 0),
      sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      created_at   timestamptz NOT NULL
    );
    CREATE INDEX payment_voucher_buyer ON payment_voucher (buyer_id, created_at);

    CREATE TABLE payment_attempt_voucher (
      attempt_id bigint NOT NULL REFERENCES payment_attempt (id),
      voucher_id uuid NOT NULL REFERENCES payment_voucher (id),
      position   smallint NOT NULL CHECK (position BETWEEN 1 AND 5),
      PRIMARY KEY (attempt_id, position),
      CONSTRAINT payment_attempt_voucher_once UNIQUE (voucher_id)
    );

    CREATE FUNCTION payment_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER payment_attempt_append_only BEFORE UPDATE OR DELETE ON payment_attempt
      FOR EACH ROW EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_attempt_no_truncate BEFORE TRUNCATE ON payment_attempt
      FOR EACH STATEMENT EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_event_append_only BEFORE UPDATE OR DELETE ON payment_event
      FOR EACH ROW EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_event_no_truncate BEFORE TRUNCATE ON payment_event
      FOR EACH STATEMENT EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_voucher_append_only BEFORE UPDATE OR DELETE ON payment_voucher
      FOR EACH ROW EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_voucher_no_truncate BEFORE TRUNCATE ON payment_voucher
      FOR EACH STATEMENT EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_attempt_voucher_append_only BEFORE UPDATE OR DELETE ON payment_attempt_voucher
      FOR EACH ROW EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_attempt_voucher_no_truncate BEFORE TRUNCATE ON payment_attempt_voucher
      FOR EACH STATEMENT EXECUTE FUNCTION payment_append_only();
  `,
};
