import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { catalogueIdSchema } from './catalogueWire';

/** Spec section 7: "/ds/hotWords/list (list of name)", in the caller's language. */
export const hotWords = defineEndpoint({
  path: '/ds/hotWords/list',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: z.array(z.object({ name: z.string() })),
});

/** The home page's banners, in order. */
export const listBanners = defineEndpoint({
  path: '/hello/banner/listBanner',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: z.array(
    z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string(), link: z.string() }),
  ),
});

/** The events running now (started, not yet ended), in order. Times are ISO 8601 instants. */
export const listEvents = defineEndpoint({
  path: '/hello/events/listEvents',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      summary: z.string(),
      imageUrl: z.string().nullable(),
      link: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
});

/** The help centre's and site's pages (spec section 2); `kind` narrows to one section. Bodies are sanitised HTML. */
export const websiteContent = defineEndpoint({
  path: '/hello/front/website/content/list',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ kind: z.string().min(1).max(64).optional() }),
  response: z.array(
    z.object({ id: z.number().int(), kind: z.string(), title: z.string(), html: z.string() }),
  ),
});

const brandCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  hot: z.boolean(),
  cooperation: z.boolean(),
});

/** The brands the provider cooperates with. */
export const brandCooperationList = defineEndpoint({
  path: '/hello/front/brand/cooperation/list',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: z.array(brandCardSchema),
});

/** Every brand, or with `hot: true` the hot brands of the hot-brand page. */
export const brandList = defineEndpoint({
  path: '/hello/front/brand/list',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ hot: z.boolean().optional() }),
  response: z.array(brandCardSchema),
});

/**
 * One brand for its page. `description` is null when the brand has none: the page then shows
 * spec section 2's "no information on this brand". An unknown brand answers 404.
 */
export const brandDetail = defineEndpoint({
  path: '/hello/front/brand/detail',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ brandId: catalogueIdSchema }),
  response: brandCardSchema.extend({
    description: z.string().nullable(),
    productCount: z.number().int().nonnegative(),
  }),
});

/** Spec section 7: "warehouse/list". The provider's warehouses (Baghdad pickup, China receiving). */
export const warehouseList = defineEndpoint({
  path: '/warehouse/list',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: z.array(
    z.object({
      id: z.number().int(),
      countryId: z.number().int(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
    }),
  ),
});
