import type { Locale } from '../locale';

/** A country, province or city with its names (spec section 3, "Area names in four languages"). */
export interface Area {
  id: number;
  /** The base name, in Chinese: the name the sourcing side keeps and the one shown in `zh`. */
  areaName: string;
  areaEnName: string;
  areaKuName: string;
  areaArName: string;
}

export type AreaNames = Pick<Area, 'areaName' | 'areaEnName' | 'areaKuName' | 'areaArName'>;

/** The field holding each locale's own name. */
const NAME_FIELD = {
  ar: 'areaArName',
  ckb: 'areaKuName',
  en: 'areaEnName',
  zh: 'areaName',
} as const satisfies Record<Locale, keyof AreaNames>;

/**
 * Where a missing name is looked for, after the locale's own: Arabic, the storefront's fallback
 * language (spec section 1) and read by Kurdish buyers too; then English, in Latin script; the
 * Chinese base name last, since few buyers read it, though it is always filled.
 */
const FALLBACK_FIELDS = [
  'areaArName',
  'areaEnName',
  'areaName',
] as const satisfies readonly (keyof AreaNames)[];

/** The area's name for `locale`, falling back as {@link FALLBACK_FIELDS} says; blank names count as missing. */
export function areaNameIn(area: AreaNames, locale: Locale): string {
  for (const field of [NAME_FIELD[locale], ...FALLBACK_FIELDS]) {
    const name = area[field].trim();
    if (name !== '') return name;
  }
  return '';
}
