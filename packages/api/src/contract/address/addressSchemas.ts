import { addressRequestSchema, fromDefaultAddressFlag } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import {
  addressFieldsSchema,
  areaIdSchema,
  areaSchema,
  entityIdSchema,
  savedAddressSchema,
} from './addressWire';

export const listAreas = endpointSchemas({
  request: z.strictObject({ parentId: z.coerce.number().pipe(areaIdSchema) }),
  response: z.array(areaSchema),
});

export const listAddresses = endpointSchemas({
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

export const addAddress = endpointSchemas({
  request: addressRequest(addressFieldsSchema).pipe(addressRequestSchema),
  response: z.object({ id: z.string() }),
});

export const updateAddress = endpointSchemas({
  request: addressRequest(addressFieldsSchema.extend({ id: entityIdSchema })).pipe(
    addressRequestSchema.extend({ id: entityIdSchema }),
  ),
  response: z.object({ id: z.string() }),
});

export const deleteAddress = endpointSchemas({
  request: z.strictObject({ id: entityIdSchema }),
  response: z.object({ id: z.string() }),
});
