import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  addressFieldsSchema,
  areaIdSchema,
  areaSchema,
  entityIdSchema,
  savedAddressSchema,
} from './addressWire';

/** Spec section 7: "area (GET, query parentId: 0 for countries, then the parent area id)". */
export const listAreas = defineEndpoint({
  path: '/hello/userAddress/area',
  method: 'GET',
  access: 'public',
  request: z.strictObject({ parentId: z.coerce.number().pipe(areaIdSchema) }),
  response: z.array(areaSchema),
});

/** The signed-in buyer's addresses, the default first. */
export const listAddresses = defineEndpoint({
  path: '/hello/userAddress/list',
  method: 'POST',
  access: 'private',
  request: z.strictObject({}),
  response: z.array(savedAddressSchema),
});

/** Saves a new address; answers its id. The first address a buyer saves becomes the default. */
export const addAddress = defineEndpoint({
  path: '/hello/userAddress/add',
  method: 'POST',
  access: 'private',
  request: addressFieldsSchema.strict(),
  response: z.object({ id: z.string() }),
});

/** Spec section 7: "update (includes id)". */
export const updateAddress = defineEndpoint({
  path: '/hello/userAddress/update',
  method: 'POST',
  access: 'private',
  request: addressFieldsSchema.extend({ id: entityIdSchema }).strict(),
  response: z.object({ id: z.string() }),
});

export const deleteAddress = defineEndpoint({
  path: '/hello/userAddress/delete',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ id: entityIdSchema }),
  response: z.object({ id: z.string() }),
});
