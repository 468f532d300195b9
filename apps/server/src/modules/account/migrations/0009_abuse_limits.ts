import type { Migration } from '../../../db/migrate';

/**
 * Limits against abuse (issue 12, item 7), kept in the database so that two server processes agree.
 *
 * `password_lockout`: the wrong-password count and lockout of spec section 8 (6024, 6025) per
 * account AND client address, so a stranger who knows a user name locks only themselves out.
 * `password_wrong_guess`: every wrong password of the last hour, with its address, for the slower
 * account-wide ceiling (`loginThrottle.ts`), which then locks through `app_user.locked_until`.
 * `app_user.failed_password_attempts` is no longer used (it counted per account only).
 * `request_count`: calls per client address, kind and time window (`rateLimit.ts`).
 */
export const abuseLimits: Migration = {
  id: '0009_abuse_limits',
  sql: `
    CREATE TABLE password_lockout (
      user_id          bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      client_address   text NOT NULL,
      -- Wrong guesses since the last success or lockout, counted before each check.
      failed_attempts  integer NOT NULL DEFAULT 0,
      locked_until     timestamptz,
      updated_at       timestamptz NOT NULL,
      PRIMARY KEY (user_id, client_address)
    );
    CREATE INDEX password_lockout_updated ON password_lockout (updated_at);

    CREATE TABLE password_wrong_guess (
      user_id        bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      client_address text NOT NULL,
      guessed_at     timestamptz NOT NULL
    );
    CREATE INDEX password_wrong_guess_user ON password_wrong_guess (user_id, guessed_at);
    CREATE INDEX password_wrong_guess_time ON password_wrong_guess (guessed_at);

    CREATE TABLE request_count (
      kind           text NOT NULL,
      client_address text NOT NULL,
      window_start   timestamptz NOT NULL,
      hits           integer NOT NULL,
      PRIMARY KEY (kind, client_address, window_start)
    );
    CREATE INDEX request_count_window ON request_count (window_start);
  `,
};
