import type { AddressForm, Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';

export interface SavedAddress {
  id: string;
  firstName: string;
  lastName: string;
  address: string;
  countryId: number;
  provinceId: number;
  cityId: number | null;
  mobile: string;
  postcode: string;
  email: string;
  isDefault: boolean;
  countryName: string;
  provinceName: string;
  cityName: string | null;
}

/** The area name column of each locale, falling back to Arabic, then English, then the base name. */
const NAME_IN: Record<Locale, (alias: string) => string> = {
  ar: (a) => `COALESCE(NULLIF(${a}.area_ar_name, ''), NULLIF(${a}.area_en_name, ''), ${a}.area_name)`,
  ckb: (a) =>
    `COALESCE(NULLIF(${a}.area_ku_name, ''), NULLIF(${a}.area_ar_name, ''), NULLIF(${a}.area_en_name, ''), ${a}.area_name)`,
  en: (a) => `COALESCE(NULLIF(${a}.area_en_name, ''), NULLIF(${a}.area_ar_name, ''), ${a}.area_name)`,
  zh: (a) => `COALESCE(NULLIF(${a}.area_name, ''), NULLIF(${a}.area_ar_name, ''), ${a}.area_en_name)`,
};

interface AddressDbRow {
  id: string;
  first_name: string;
  last_name: string;
  address: string;
  country_id: number;
  province_id: number;
  city_id: number | null;
  mobile: string;
  postcode: string;
  email: string;
  is_default: boolean;
  country_name: string;
  province_name: string;
  city_name: string | null;
}

/** A buyer's addresses, the default first, then the newest; area names in `locale`. */
export async function listAddresses(db: Queryable, userId: string, locale: Locale): Promise<SavedAddress[]> {
  const name = NAME_IN[locale];
  const rows = await db.query<AddressDbRow>(
    `SELECT ua.id::text AS id, ua.first_name, ua.last_name, ua.address, ua.country_id, ua.province_id,
            ua.city_id, ua.mobile, ua.postcode, ua.email, ua.is_default,
            ${name('co')} AS country_name, ${name('pr')} AS province_name,
            CASE WHEN ci.id IS NULL THEN NULL ELSE ${name('ci')} END AS city_name
       FROM user_address ua
       JOIN area co ON co.id = ua.country_id
       JOIN area pr ON pr.id = ua.province_id
       LEFT JOIN area ci ON ci.id = ua.city_id
      WHERE ua.user_id = $1
      ORDER BY ua.is_default DESC, ua.id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    countryId: row.country_id,
    provinceId: row.province_id,
    cityId: row.city_id,
    mobile: row.mobile,
    postcode: row.postcode,
    email: row.email,
    isDefault: row.is_default,
    countryName: row.country_name,
    provinceName: row.province_name,
    cityName: row.city_name,
  }));
}

/** Whether `userId` has any address yet (the first one becomes the default). */
export async function countAddresses(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM user_address WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Takes the default flag from the buyer's other addresses before one of them takes it. */
export async function clearDefault(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE user_address SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
}

export async function insertAddress(
  db: Queryable,
  userId: string,
  form: AddressForm,
  now: Date,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO user_address (user_id, first_name, last_name, address, country_id, province_id, city_id,
                               mobile, postcode, email, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text AS id`,
    [
      userId,
      form.firstName,
      form.lastName,
      form.address,
      form.countryId,
      form.provinceId,
      form.cityId ?? null,
      form.mobile,
      form.postcode,
      form.email,
      form.isDefault,
      now,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('INSERT ... RETURNING gave no id');
  return id;
}

/** Updates the buyer's own address; false when there is no such address of theirs. */
export async function updateAddress(
  db: Queryable,
  userId: string,
  id: string,
  form: AddressForm,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE user_address SET first_name = $3, last_name = $4, address = $5, country_id = $6, province_id = $7,
            city_id = $8, mobile = $9, postcode = $10, email = $11, is_default = $12
      WHERE id = $1 AND user_id = $2 RETURNING id::text AS id`,
    [
      id,
      userId,
      form.firstName,
      form.lastName,
      form.address,
      form.countryId,
      form.provinceId,
      form.cityId ?? null,
      form.mobile,
      form.postcode,
      form.email,
      form.isDefault,
    ],
  );
  return rows.length > 0;
}

/** Deletes the buyer's own address; false when there is no such address of theirs. */
export async function deleteAddress(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM user_address WHERE id = $1 AND user_id = $2 RETURNING id::text AS id',
    [id, userId],
  );
  return rows.length > 0;
}
