import { defineEndpoint } from '../endpoint';
import type * as schemas from './addressSchemas';

/** Spec section 7: "area (GET, query parentId: 0 for countries, then the parent area id)". */
export const listAreas = defineEndpoint<typeof schemas.listAreas>()({
  path: '/hello/userAddress/area',
  method: 'GET',
  access: 'public',
});

/** The signed-in buyer's addresses, the default first. */
export const listAddresses = defineEndpoint<typeof schemas.listAddresses>()({
  path: '/hello/userAddress/list',
  method: 'POST',
  access: 'private',
});

/** Saves a new address; answers its id. The first address a buyer saves becomes the default. */
export const addAddress = defineEndpoint<typeof schemas.addAddress>()({
  path: '/hello/userAddress/add',
  method: 'POST',
  access: 'private',
});

/** Spec section 7: "update (includes id)". */
export const updateAddress = defineEndpoint<typeof schemas.updateAddress>()({
  path: '/hello/userAddress/update',
  method: 'POST',
  access: 'private',
});

export const deleteAddress = defineEndpoint<typeof schemas.deleteAddress>()({
  path: '/hello/userAddress/delete',
  method: 'POST',
  access: 'private',
});
