// Ids and small numbers as the wire carries them, checked without zod: the storefront reads them
// from its addresses before any call (and before the schemas load). The schemas use the same
// constants (`entityIdSchema`, `catalogueIdSchema`, the detail call's `platformType`).

/** The largest PostgreSQL integer: category and brand ids above it name nothing. */
export const INT4_MAX = 2_147_483_647;

/** An entity id (a product, an order line, an address): a PostgreSQL bigint as a decimal string. */
export const ENTITY_ID_PATTERN = /^[1-9]\d{0,17}$/;

/** A product's platform (source site): a PostgreSQL smallint. */
export const PLATFORM_TYPE_MAX = 32_767;

export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID_PATTERN.test(value);
}

/** A category or brand id: a positive PostgreSQL integer. */
export function isCatalogueId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= INT4_MAX;
}

export function isPlatformType(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= PLATFORM_TYPE_MAX;
}
