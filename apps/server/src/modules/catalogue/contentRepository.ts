import type { WireResponseOf } from '@tijara/api/contract';
import type {
  brandDetail,
  brandList,
  hotWords,
  listBanners,
  listEvents,
  warehouseList,
  websiteContent,
} from '@tijara/api/contract';
import { DEFAULT_LOCALE, localizedTextIn, type LocalizedText, type Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';
import { sanitizeCatalogueHtml } from './catalogueHtml';
import { mediaUrl, mediaUrlOrNull } from './mediaUrls';

/** A hot-word panel shows a handful; more would not fit under the search box. */
const HOT_WORDS_MAX = 20;

/**
 * The hot words of `locale`, in order; a language without its own list shows the Arabic one
 * (spec section 1's fallback).
 */
export async function listHotWords(db: Queryable, locale: Locale): Promise<WireResponseOf<typeof hotWords>> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM hot_word
      WHERE locale = CASE WHEN EXISTS (SELECT 1 FROM hot_word WHERE locale = $1) THEN $1 ELSE $2 END
      ORDER BY sort, id LIMIT $3`,
    [locale, DEFAULT_LOCALE, HOT_WORDS_MAX],
  );
  return rows.map((row) => ({ name: row.name }));
}

export async function listBannerRows(
  db: Queryable,
  locale: Locale,
): Promise<WireResponseOf<typeof listBanners>> {
  const rows = await db.query<{ id: number; title: LocalizedText; image_key: string; link: string }>(
    'SELECT id, title, image_key, link FROM banner ORDER BY sort, id',
  );
  return rows.map((row) => ({
    id: row.id,
    title: localizedTextIn(row.title, locale),
    imageUrl: mediaUrl(row.image_key),
    link: row.link,
  }));
}

/** The events running at `now`: started at or before it, ending after it. */
export async function listCurrentEvents(
  db: Queryable,
  locale: Locale,
  now: Date,
): Promise<WireResponseOf<typeof listEvents>> {
  const rows = await db.query<{
    id: number;
    title: LocalizedText;
    summary: LocalizedText;
    image_key: string | null;
    link: string;
    starts_at: Date;
    ends_at: Date;
  }>(
    `SELECT id, title, summary, image_key, link, starts_at, ends_at FROM site_event
      WHERE starts_at <= $1 AND ends_at > $1 ORDER BY sort, id`,
    [now],
  );
  return rows.map((row) => ({
    id: row.id,
    title: localizedTextIn(row.title, locale),
    summary: localizedTextIn(row.summary, locale),
    imageUrl: mediaUrlOrNull(row.image_key),
    link: row.link,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}

/** The site's pages, of one kind when asked, in order; bodies sanitised like product descriptions. */
export async function listWebsiteContent(
  db: Queryable,
  locale: Locale,
  kind: string | undefined,
): Promise<WireResponseOf<typeof websiteContent>> {
  const rows = await db.query<{ id: number; kind: string; title: LocalizedText; body: LocalizedText }>(
    `SELECT id, kind, title, body FROM website_content
      WHERE $1::text IS NULL OR kind = $1 ORDER BY kind, sort, id`,
    [kind ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: localizedTextIn(row.title, locale),
    html: sanitizeCatalogueHtml(localizedTextIn(row.body, locale)),
  }));
}

interface BrandRow {
  id: number;
  name: LocalizedText;
  logo_key: string | null;
  hot: boolean;
  cooperation: boolean;
}

function toBrandCard(row: BrandRow, locale: Locale): WireResponseOf<typeof brandList>[number] {
  return {
    id: row.id,
    name: localizedTextIn(row.name, locale),
    logoUrl: mediaUrlOrNull(row.logo_key),
    hot: row.hot,
    cooperation: row.cooperation,
  };
}

/** Brands in order: all of them, or only the hot or the cooperating ones. */
export async function listBrands(
  db: Queryable,
  locale: Locale,
  only: 'hot' | 'cooperation' | 'all',
): Promise<WireResponseOf<typeof brandList>> {
  const where = only === 'hot' ? 'WHERE hot' : only === 'cooperation' ? 'WHERE cooperation' : '';
  const rows = await db.query<BrandRow>(
    `SELECT id, name, logo_key, hot, cooperation FROM brand ${where} ORDER BY sort, id`,
  );
  return rows.map((row) => toBrandCard(row, locale));
}

/**
 * One brand with its description (null when it has none in any language) and how many products
 * it has; null when there is no such brand.
 */
export async function findBrand(
  db: Queryable,
  locale: Locale,
  brandId: number,
): Promise<WireResponseOf<typeof brandDetail> | null> {
  const rows = await db.query<BrandRow & { description: LocalizedText | null; product_count: number }>(
    `SELECT b.id, b.name, b.logo_key, b.hot, b.cooperation, b.description,
            (SELECT count(*)::integer FROM product p WHERE p.brand_id = b.id) AS product_count
       FROM brand b WHERE b.id = $1`,
    [brandId],
  );
  const row = rows[0];
  if (!row) return null;
  const description = localizedTextIn(row.description, locale);
  return {
    ...toBrandCard(row, locale),
    description: description === '' ? null : description,
    productCount: row.product_count,
  };
}

export async function listWarehouses(
  db: Queryable,
  locale: Locale,
): Promise<WireResponseOf<typeof warehouseList>> {
  const rows = await db.query<{
    id: number;
    country_id: number;
    name: LocalizedText;
    address: LocalizedText;
    phone: string;
  }>('SELECT id, country_id, name, address, phone FROM warehouse ORDER BY sort, id');
  return rows.map((row) => ({
    id: row.id,
    countryId: row.country_id,
    name: localizedTextIn(row.name, locale),
    address: localizedTextIn(row.address, locale),
    phone: row.phone,
  }));
}
