import type { Migration } from '../../../db/migrate';

/**
 * Quote requests (spec sections 2, 3, 5, 7: the sourcing form and `/inquiry`). A guest's request
 * has no user; a signed-in buyer's is linked to the account (kept, unlinked, if the account goes).
 * Amounts are US cents. A request reaches someone: a phone (with its dialing code) or an email.
 *
 * `client_ip` and the indexes on it, on the phone and on the lower-cased email serve the limits
 * of the last hour (the domain's `quoteRequestWaitMs`). `locale` is the language the buyer wrote
 * in, the one to answer in.
 *
 * The unit list is written out rather than built from the domain's `QUOTE_UNITS`: a migration is a
 * snapshot and must not change when the code does.
 */
export const quoteRequests: Migration = {
  id: '0007_quote_requests',
  sql: `
    CREATE TABLE quote_request (
      id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id                 bigint REFERENCES app_user (id) ON DELETE SET NULL,
      product_name            text NOT NULL,
      description             text NOT NULL,
      quantity                bigint CHECK (quantity > 0),
      unit                    text NOT NULL CHECK (unit IN ('piece', 'pair', 'set', 'box', 'roll', 'ream',
                                'ton', 'meter', 'yard', 'foot', 'squareMeter', 'squareFoot')),
      target_unit_price_cents bigint CHECK (target_unit_price_cents > 0),
      maximum_budget_cents    bigint CHECK (maximum_budget_cents > 0),
      contact_name            text NOT NULL,
      area_id                 text,
      phone                   text,
      email                   text,
      source_url              text,
      locale                  text NOT NULL CHECK (locale IN ('ar', 'ckb', 'en', 'zh')),
      client_ip               text NOT NULL,
      created_at              timestamptz NOT NULL,
      CONSTRAINT quote_request_reachable CHECK (phone IS NOT NULL OR email IS NOT NULL),
      CONSTRAINT quote_request_phone_country CHECK ((phone IS NULL) = (area_id IS NULL))
    );
    CREATE INDEX quote_request_user ON quote_request (user_id) WHERE user_id IS NOT NULL;
    CREATE INDEX quote_request_client_ip ON quote_request (client_ip, created_at);
    CREATE INDEX quote_request_phone ON quote_request (area_id, phone, created_at) WHERE phone IS NOT NULL;
    CREATE INDEX quote_request_email ON quote_request (lower(email), created_at) WHERE email IS NOT NULL;
  `,
};
