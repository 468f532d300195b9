import type { Migration } from '../../../db/migrate';

/** The header's exchange rate (spec sections 1 and 7): IQD per USD 1, the newest row wins. */
export const exchangeRate: Migration = {
  id: '0001_exchange_rate',
  sql: `
    CREATE TABLE exchange_rate (
      id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      iqd_per_usd  numeric(12, 4) NOT NULL CHECK (iqd_per_usd > 0),
      effective_at timestamptz NOT NULL DEFAULT now(),
      source       text NOT NULL
    );
    CREATE INDEX exchange_rate_effective_at ON exchange_rate (effective_at DESC, id DESC);
  `,
};
