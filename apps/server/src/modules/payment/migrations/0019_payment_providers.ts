import type { Migration } from '../../../db/migrate';

/**
 * The payment platforms' side of an attempt (issue 15 item 2): `payment_provider_session` is the
 * payment a ZainCash or FIB attempt made at the provider, one per attempt, stored in the transaction
 * that made the attempt: the provider's reference (unique per provider: a webhook or callback finds
 * its attempt by it) and how the buyer goes on paying it (ZainCash's hosted page; FIB's QR code,
 * readable code and app links), with the time the provider stops taking it. What the provider later
 * says is an event of the attempt (0013: `providerSucceeded`, `providerFailed`). Append-only, as the
 * attempts are.
 */
export const paymentProviders: Migration = {
  id: '0019_payment_providers',
  sql: `
    CREATE TABLE payment_provider_session (
      attempt_id    bigint PRIMARY KEY REFERENCES payment_attempt (id),
      provider      text NOT NULL CHECK (provider IN ('zaincash', 'fib')),
      provider_ref  text NOT NULL CHECK (length(provider_ref) BETWEEN 1 AND 200),
      redirect_url  text,
      qr_code       text,
      readable_code text,
      app_links     jsonb,
      valid_until   timestamptz,
      created_at    timestamptz NOT NULL,
      CONSTRAINT payment_provider_session_ref UNIQUE (provider, provider_ref)
    );
    CREATE TRIGGER payment_provider_session_append_only BEFORE UPDATE OR DELETE ON payment_provider_session
      FOR EACH ROW EXECUTE FUNCTION payment_append_only();
    CREATE TRIGGER payment_provider_session_no_truncate BEFORE TRUNCATE ON payment_provider_session
      FOR EACH STATEMENT EXECUTE FUNCTION payment_append_only();
  `,
};
