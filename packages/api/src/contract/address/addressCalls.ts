import { addressRequestSchema, fromDefaultAddressFlag } from '@tijara/domain';
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

/**
 * The wire's address fields into the domain's address rules (`addressRequestSchema`): absent
 * optional text is '', the default flag a boolean, and city 0 (nothing chosen) no city. The rules
 * that need the area tree (the province's cities) stay with the server's area table.
 */
function addressRequest<Fields extends typeof addressFieldsSchema>(fields: Fields) {
  // `unknown`: the domain schema reads any value and gives its own error keys for each field.
  return fields.strict().transform((address): unknown => ({
    ...address,
    cityId: address.cityId || undefined,
    postcode: address.postcode ?? '',
    email: address.email ?? '',
    isDefault: fromDefaultAddressFlag(address.isDefault),
  }));
}

/** Saves a new address; answers its id. The first address a buyer saves becomes the default. */
export const addAddress = defineEndpoint({
  path: '/hello/userAddress/add',
  method: 'POST',
  access: 'private',
  request: addressRequest(addressFieldsSchema).pipe(addressRequestSchema),
  response: z.object({ id: z.string() }),
});

/** Spec section 7: "update (includes id)". */
export const updateAddress = defineEndpoint({
  path: '/hello/userAddress/update',
  method: 'POST',
  access: 'private',
  request: addressRequest(addressFieldsSchema.extend({ id: entityIdSchema })).pipe(
    addressRequestSchema.extend({ id: entityIdSchema }),
  ),
  response: z.object({ id: z.string() }),
});

export const deleteAddress = defineEndpoint({
  path: '/hello/userAddress/delete',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ id: entityIdSchema }),
  response: z.object({ id: z.string() }),
});
