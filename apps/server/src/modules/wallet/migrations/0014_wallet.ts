import type { Migration } from '../../../db/migrate';

/**
 * The wallet's freezes and the payment password's wrong entries (issue 15 items 3 and 5). The
 * money itself is in the ledger (migration 0012): a freeze is a ledger movement from `wallet:<user>`
 * to `wallet-frozen:<user>`, its release another one back with the bonus. These tables only say
 * which freezes exist and which were released.
 *
 * - `wallet_freeze`: one freeze, its amount, length and bonus (the domain's `freezeBonus`, stored
 *   as promised when it was made), when it ends, and its ledger movement. `(user_id, request_id)`
 *   is unique: a repeated request finds the first freeze.
 * - `wallet_freeze_release`: one row per released freeze, keyed by the freeze: the release job
 *   inserts it in the same transaction as the release's movement, so a freeze is released once
 *   however many job runs (or server processes) reach it.
 * - `payment_password_failure`: the payment password's wrong entries with their time, and on the
 *   entry that used the last attempt the end of its lockout (see `paymentPasswordLockout.ts` in
 *   the domain). A right entry deletes the user's rows. `verifyPaymentPassword` records each
 *   outcome under a per-user lock, so parallel wrong entries cannot exceed the limit.
 */
export const wallet: Migration = {
  id: '0014_wallet',
  sql: `
    CREATE TABLE wallet_freeze (
      id                    bigserial PRIMARY KEY,
      user_id               bigint NOT NULL REFERENCES app_user (id),
      request_id            uuid NOT NULL,
      amount_iqd            bigint NOT NULL CHECK (amount_iqd > 0),
      days                  smallint NOT NULL CHECK (days IN (7, 15)),
      bonus_iqd             bigint NOT NULL CHECK (bonus_iqd >= 0),
      started_at            timestamptz NOT NULL,
      ends_at               timestamptz NOT NULL CHECK (ends_at > started_at),
      ledger_transaction_id bigint NOT NULL REFERENCES ledger_transaction (id),
      CONSTRAINT wallet_freeze_request_key UNIQUE (user_id, request_id)
    );
    CREATE INDEX wallet_freeze_ends ON wallet_freeze (ends_at);

    CREATE TABLE wallet_freeze_release (
      freeze_id             bigint PRIMARY KEY REFERENCES wallet_freeze (id),
      released_at           timestamptz NOT NULL,
      ledger_transaction_id bigint NOT NULL REFERENCES ledger_transaction (id)
    );

    CREATE TABLE payment_password_failure (
      id           bigserial PRIMARY KEY,
      user_id      bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      locked_until timestamptz
    );
    CREATE INDEX payment_password_failure_user ON payment_password_failure (user_id, attempted_at);
  `,
};
