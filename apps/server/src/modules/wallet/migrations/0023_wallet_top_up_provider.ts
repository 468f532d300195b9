import type { Migration } from '../../../db/migrate';

/**
 * Topping up the wallet through a payment provider (issue 15 item 5, "or a payment provider"). No
 * second provider flow: the provider's payment (0019's `payment_provider_session`) now says what it
 * pays, a stage's attempt or a wallet top-up, and the same return, webhook and callback settle either.
 *
 * - `wallet_top_up.method` also takes `zaincash` and `fib`.
 * - `payment_provider_session`: keyed by the provider's reference as before (unique per provider);
 *   `attempt_id` (now nullable, still unique) or `top_up_id` (unique), exactly one of them.
 * - `wallet_top_up_decision`: a provider's top-up is decided by the provider's verified word, not by
 *   finance: `decided_by` is null and `provider_status` keeps the provider's status word (exactly
 *   one of the two is set); the decision is `approved` (with its ledger movement, inserted in the
 *   same transaction: credited once) or `failed` (declined, cancelled, refunded; nothing credited).
 * The tables stay append-only (their triggers are untouched).
 */
export const walletTopUpProvider: Migration = {
  id: '0023_wallet_top_up_provider',
  sql: `
    ALTER TABLE wallet_top_up DROP CONSTRAINT wallet_top_up_method_check;
    ALTER TABLE wallet_top_up ADD CONSTRAINT wallet_top_up_method_check
      CHECK (method IN ('bank_transfer', 'cash', 'zaincash', 'fib'));

    ALTER TABLE payment_provider_session DROP CONSTRAINT payment_provider_session_pkey;
    ALTER TABLE payment_provider_session ALTER COLUMN attempt_id DROP NOT NULL;
    ALTER TABLE payment_provider_session ADD CONSTRAINT payment_provider_session_attempt UNIQUE (attempt_id);
    ALTER TABLE payment_provider_session ADD COLUMN top_up_id bigint REFERENCES wallet_top_up (id);
    ALTER TABLE payment_provider_session ADD CONSTRAINT payment_provider_session_top_up UNIQUE (top_up_id);
    ALTER TABLE payment_provider_session ADD CONSTRAINT payment_provider_session_pays_one
      CHECK ((attempt_id IS NULL) <> (top_up_id IS NULL));

    ALTER TABLE wallet_top_up_decision DROP CONSTRAINT wallet_top_up_decision_decision_check;
    ALTER TABLE wallet_top_up_decision ADD CONSTRAINT wallet_top_up_decision_decision_check
      CHECK (decision IN ('approved', 'rejected', 'failed'));
    ALTER TABLE wallet_top_up_decision ALTER COLUMN decided_by DROP NOT NULL;
    ALTER TABLE wallet_top_up_decision ADD COLUMN provider_status text
      CHECK (char_length(provider_status) BETWEEN 1 AND 500);
    ALTER TABLE wallet_top_up_decision ADD CONSTRAINT wallet_top_up_decision_by
      CHECK ((decided_by IS NULL) = (provider_status IS NOT NULL));
    ALTER TABLE wallet_top_up_decision ADD CONSTRAINT wallet_top_up_decision_failed_by_provider
      CHECK (decision <> 'failed' OR provider_status IS NOT NULL);
  `,
};
