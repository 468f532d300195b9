import type { Migration } from '../../../db/migrate';

/**
 * The double-entry ledger of the wallet and the payments (issue 15 item 5). The rules (account
 * names, the sign convention: positive debit, negative credit) are the domain's
 * (`packages/domain/src/ledger`); this schema keeps the books balanced and append-only even
 * against a faulty caller or a hand-typed statement:
 *
 * - `ledger_transaction` is one movement (a posting): its kind, the caller's idempotency key
 *   (unique: a retried request finds the first movement), who made it (a user id, null for the
 *   system; no foreign key, so finance records never hold up or follow an account's removal) and
 *   a memo (the rate used, the freeze's length).
 * - `ledger_entry` is one line of a movement: an account name, a currency and a signed, non-zero
 *   amount in the currency's minor unit (dinars, US cents). A balance is the sum of an account's
 *   entries (`ledger_entry_account`).
 * - Deferred constraint triggers check at COMMIT that, for each movement, the entries of each
 *   currency sum to zero, and that a movement has at least two entries: a transaction that would
 *   leave the books unbalanced fails to commit and leaves nothing behind.
 * - Triggers refuse UPDATE, DELETE and TRUNCATE of both tables: a correction is a new movement.
 */
export const ledger: Migration = {
  id: '0012_ledger',
  sql: `
    CREATE TABLE ledger_transaction (
      id              bigserial PRIMARY KEY,
      kind            text NOT NULL,
      idempotency_key text NOT NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      created_by      bigint,
      memo            jsonb NOT NULL DEFAULT '{}',
      CONSTRAINT ledger_transaction_idempotency_key_key UNIQUE (idempotency_key)
    );

    CREATE TABLE ledger_entry (
      id             bigserial PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES ledger_transaction (id),
      account        text NOT NULL,
      currency       text NOT NULL CHECK (currency IN ('IQD', 'USD')),
      amount         bigint NOT NULL CHECK (amount <> 0)
    );
    CREATE INDEX ledger_entry_account ON ledger_entry (account, currency);
    CREATE INDEX ledger_entry_transaction ON ledger_entry (transaction_id);

    CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      total numeric;
    BEGIN
      SELECT sum(amount) INTO total FROM ledger_entry
        WHERE transaction_id = NEW.transaction_id AND currency = NEW.currency;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced in %: its entries sum to %',
          NEW.transaction_id, NEW.currency, total
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE CONSTRAINT TRIGGER ledger_entry_balanced
      AFTER INSERT ON ledger_entry DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();

    CREATE FUNCTION ledger_transaction_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (SELECT count(*) FROM ledger_entry WHERE transaction_id = NEW.id) < 2 THEN
        RAISE EXCEPTION 'ledger transaction % has fewer than two entries', NEW.id
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END;
    $$;
    CREATE CONSTRAINT TRIGGER ledger_transaction_has_entries
      AFTER INSERT ON ledger_transaction DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION ledger_transaction_has_entries();

    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER ledger_transaction_append_only
      BEFORE UPDATE OR DELETE ON ledger_transaction
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_transaction_no_truncate
      BEFORE TRUNCATE ON ledger_transaction
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_entry_append_only
      BEFORE UPDATE OR DELETE ON ledger_entry
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_entry_no_truncate
      BEFORE TRUNCATE ON ledger_entry
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
  `,
};
