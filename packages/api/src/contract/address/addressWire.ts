import { z } from 'zod';
import { ENTITY_ID_PATTERN, INT4_MAX } from '../ids';

/** Area ids are PostgreSQL integers: anything larger is no area, and is refused before the query. */
export const areaIdSchema = z.number().int().nonnegative().max(INT4_MAX);

/** Entity ids travel as decimal strings (64-bit ids do not fit a JavaScript number). */
export const entityIdSchema = z.string().regex(ENTITY_ID_PATTERN);

/** An area as the `area` call answers it: id, names in four languages, and whether it has children. */
export const areaSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  areaName: z.string(),
  areaEnName: z.string(),
  areaKuName: z.string(),
  areaArName: z.string(),
  /** Whether choosing this area opens another list (a province with cities). */
  hasChildren: z.boolean(),
});

/**
 * The address fields a buyer sends to `add` and `update`. This is the wire's shape only: the
 * server then applies the domain's address form rule, which needs to know whether the chosen
 * province has cities (spec section 5), with its own error keys.
 */
export const addressFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  countryId: areaIdSchema,
  provinceId: areaIdSchema,
  cityId: areaIdSchema.nullish(),
  mobile: z.string(),
  postcode: z.string().nullish(),
  email: z.string().nullish(),
  /** Spec section 3: "isDefault (sent as 1 or 0)". */
  isDefault: z.union([z.literal(0), z.literal(1)]),
});

/** A saved address as `list` answers it, with the area names in the caller's language. */
export const savedAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  countryId: z.number().int(),
  provinceId: z.number().int(),
  cityId: z.number().int().nullable(),
  mobile: z.string(),
  postcode: z.string(),
  email: z.string(),
  isDefault: z.union([z.literal(0), z.literal(1)]),
  countryName: z.string(),
  provinceName: z.string(),
  cityName: z.string().nullable(),
});
