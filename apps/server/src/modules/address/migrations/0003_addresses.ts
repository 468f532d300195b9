import type { Migration } from '../../../db/migrate';

/**
 * Delivery addresses and the area tree they point at (spec sections 3, 5, 7): countries under 0,
 * provinces under a country, cities under a province, each named in four languages. One default
 * address per buyer, kept by a partial unique index.
 */
export const addresses: Migration = {
  id: '0003_addresses',
  sql: `
    CREATE TABLE area (
      id           integer PRIMARY KEY,
      parent_id    integer NOT NULL,
      sort         integer NOT NULL,
      area_name    text NOT NULL,
      area_en_name text NOT NULL,
      area_ku_name text NOT NULL,
      area_ar_name text NOT NULL
    );
    CREATE INDEX area_parent ON area (parent_id, sort);

    CREATE TABLE user_address (
      id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      first_name  text NOT NULL,
      last_name   text NOT NULL,
      address     text NOT NULL,
      country_id  integer NOT NULL REFERENCES area (id),
      province_id integer NOT NULL REFERENCES area (id),
      city_id     integer REFERENCES area (id),
      mobile      text NOT NULL,
      postcode    text NOT NULL,
      email       text NOT NULL,
      is_default  boolean NOT NULL,
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX user_address_user ON user_address (user_id);
    CREATE UNIQUE INDEX user_address_one_default ON user_address (user_id) WHERE is_default;
  `,
};
