import type { Migration } from '../../../db/migrate';

/**
 * Saved cards and their charges (issue 15 item 2, "Card"). No card number or CVV has a column:
 * the gateway keeps them; we keep its token, the brand, the last four digits and valid-thru.
 *
 * - `payment_card`: a deleted card keeps its row (`deleted_at`), since its charges name it; a buyer
 *   holds one live card per gateway token.
 * - `card_charge`: one charge of a saved card for a stage's payment attempt (method `card`), with
 *   the gateway's order and transaction ids (ours, unique per charge, so asking the gateway again
 *   never charges twice) and what the gateway answered. `pending` until the gateway's answer is in.
 */
export const paymentCards: Migration = {
  id: '0020_payment_cards',
  sql: `
    CREATE TABLE payment_card (
      id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id      bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      gateway      text NOT NULL CHECK (length(gateway) BETWEEN 1 AND 20),
      token        text NOT NULL CHECK (length(token) BETWEEN 1 AND 100),
      brand        text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD')),
      last4        text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
      expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
      expiry_year  smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2099),
      created_at   timestamptz NOT NULL,
      deleted_at   timestamptz
    );
    CREATE UNIQUE INDEX payment_card_live_token ON payment_card (user_id, gateway, token) WHERE deleted_at IS NULL;
    CREATE INDEX payment_card_owner ON payment_card (user_id, id) WHERE deleted_at IS NULL;

    CREATE TABLE card_charge (
      attempt_id             bigint PRIMARY KEY REFERENCES payment_attempt (id),
      card_id                bigint NOT NULL REFERENCES payment_card (id),
      gateway_order_id       text NOT NULL UNIQUE,
      gateway_transaction_id text NOT NULL,
      amount_cents           bigint NOT NULL CHECK (amount_cents > 0),
      status                 text NOT NULL CHECK (status IN ('pending', 'paid', 'declined')),
      gateway_code           text CHECK (length(gateway_code) <= 60),
      created_at             timestamptz NOT NULL,
      updated_at             timestamptz NOT NULL
    );
  `,
};
