import type { Migration } from '../../../db/migrate';

/**
 * Accounts (spec sections 3, 5, 7, 8): users, their sessions, one-time codes, social identities,
 * and the outbox that carries codes to WhatsApp and email. Secrets are stored only as hashes:
 * passwords and codes with scrypt, tokens with SHA-256. Times come from the server's clock
 * (no column defaults to now()), so tests can move time.
 */
export const accounts: Migration = {
  id: '0002_accounts',
  sql: `
    CREATE TABLE app_user (
      id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_name                text NOT NULL,
      -- Lower-cased in the server (the same on PGlite and PostgreSQL, whatever the collation):
      -- "Ali" and "ali" are one user name, and one email however it is typed.
      user_name_key            text NOT NULL,
      email                    text,
      email_key                text,
      -- The dialing code (areaId) and the national number: one phone is one account.
      area_id                  text,
      phone                    text,
      level                    integer NOT NULL,
      password_hash            text,
      payment_password_hash    text,
      -- Wrong password guesses since the last success or lockout; counted before each check.
      failed_password_attempts integer NOT NULL DEFAULT 0,
      locked_until             timestamptz,
      created_at               timestamptz NOT NULL,
      CONSTRAINT app_user_user_name_key UNIQUE (user_name_key),
      CONSTRAINT app_user_email_key UNIQUE (email_key),
      CONSTRAINT app_user_phone_key UNIQUE (phone),
      CHECK ((phone IS NULL) = (area_id IS NULL))
    );

    CREATE TABLE auth_token (
      token_hash text PRIMARY KEY,
      user_id    bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX auth_token_user ON auth_token (user_id);

    CREATE TABLE verification_code (
      id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      purpose         text NOT NULL CHECK (purpose IN ('login', 'resetPassword')),
      -- The full WhatsApp number (dialing code + national number) or the lower-cased email.
      recipient       text NOT NULL,
      user_id         bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      code_hash       text NOT NULL,
      created_at      timestamptz NOT NULL,
      expires_at      timestamptz NOT NULL,
      -- Set when the code is used, replaced by a newer one, or worn out by wrong guesses.
      closed_at       timestamptz,
      -- Guesses made at this code, counted before each is checked so a burst cannot exceed the limit.
      attempts        integer NOT NULL DEFAULT 0
    );
    CREATE INDEX verification_code_recipient ON verification_code (purpose, recipient, created_at DESC);

    CREATE TABLE social_identity (
      provider   text NOT NULL CHECK (provider IN ('google', 'facebook', 'apple')),
      subject    text NOT NULL,
      user_id    bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (provider, subject)
    );
    CREATE INDEX social_identity_user ON social_identity (user_id);

    CREATE TABLE outbox (
      id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel         text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
      recipient       text NOT NULL,
      -- What to say (kind, locale, code); rendered at delivery. The code is removed once delivered.
      payload         jsonb NOT NULL,
      created_at      timestamptz NOT NULL,
      attempts        integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      sent_at         timestamptz,
      failed_at       timestamptz,
      last_error      text
    );
    CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `,
};
