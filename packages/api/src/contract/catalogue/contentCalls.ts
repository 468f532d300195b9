import { defineEndpoint } from '../endpoint';
import type * as schemas from './contentSchemas';

/** Spec section 7: "/ds/hotWords/list (list of name)", in the caller's language. */
export const hotWords = defineEndpoint<typeof schemas.hotWords>()({
  path: '/ds/hotWords/list',
  method: 'POST',
  access: 'public',
});

/** The home page's banners, in order. */
export const listBanners = defineEndpoint<typeof schemas.listBanners>()({
  path: '/hello/banner/listBanner',
  method: 'POST',
  access: 'public',
});

/** The events running now (started, not yet ended), in order. Times are ISO 8601 instants. */
export const listEvents = defineEndpoint<typeof schemas.listEvents>()({
  path: '/hello/events/listEvents',
  method: 'POST',
  access: 'public',
});

/** The help centre's and site's pages (spec section 2); `kind` narrows to one section. Bodies are sanitised HTML. */
export const websiteContent = defineEndpoint<typeof schemas.websiteContent>()({
  path: '/hello/front/website/content/list',
  method: 'POST',
  access: 'public',
});

/** The brands the provider cooperates with. */
export const brandCooperationList = defineEndpoint<typeof schemas.brandCooperationList>()({
  path: '/hello/front/brand/cooperation/list',
  method: 'POST',
  access: 'public',
});

/** Every brand, or with `hot: true` the hot brands of the hot-brand page. */
export const brandList = defineEndpoint<typeof schemas.brandList>()({
  path: '/hello/front/brand/list',
  method: 'POST',
  access: 'public',
});

/**
 * One brand for its page. `description` is null when the brand has none: the page then shows
 * spec section 2's "no information on this brand". An unknown brand answers 404.
 */
export const brandDetail = defineEndpoint<typeof schemas.brandDetail>()({
  path: '/hello/front/brand/detail',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: "warehouse/list". The provider's warehouses (Baghdad pickup, China receiving). */
export const warehouseList = defineEndpoint<typeof schemas.warehouseList>()({
  path: '/warehouse/list',
  method: 'POST',
  access: 'public',
});
