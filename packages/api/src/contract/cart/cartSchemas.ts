import { CART_MAX_LINES, cartQuantityRequestSchema } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { endpointSchemas } from '../endpoint';
import {
  agentCustomerFields,
  cartItemIdSchema,
  cartLinePageSchema,
  cartPageRequestFields,
  cartSummarySchema,
} from './cartWire';

// The schemas of the calls of `cartCalls.ts`, under the same names; loaded with the first call (`schemasOf`).

export const selectCartPage = endpointSchemas({
  request: z.strictObject({ ...cartPageRequestFields, ...agentCustomerFields }),
  response: cartLinePageSchema.extend({ summary: cartSummarySchema }),
});

export const selectCartProductPage = endpointSchemas({
  request: z.strictObject({ productId: entityIdSchema, ...cartPageRequestFields, ...agentCustomerFields }),
  response: cartLinePageSchema,
});

export const getProductNum = endpointSchemas({
  request: z.strictObject({ ...agentCustomerFields }),
  response: z.number().int().nonnegative(),
});

export const addCart = endpointSchemas({
  request: z.strictObject({
    productId: entityIdSchema,
    skuId: entityIdSchema,
    quantity: cartQuantityRequestSchema,
    ...agentCustomerFields,
  }),
  response: z.object({ id: z.string(), quantity: z.number().int().positive() }),
});

export const updateProduct = endpointSchemas({
  request: z.strictObject({
    id: cartItemIdSchema,
    quantity: cartQuantityRequestSchema,
    ...agentCustomerFields,
  }),
  response: z.object({ id: z.string(), quantity: z.number().int().positive() }),
});

export const deleteProduct = endpointSchemas({
  request: z.strictObject({
    ids: z.array(cartItemIdSchema).min(1).max(CART_MAX_LINES),
    ...agentCustomerFields,
  }),
  response: z.object({ deleted: z.number().int().nonnegative() }),
});

export const selectProduct = endpointSchemas({
  request: z.union([
    z.strictObject({
      ids: z.array(cartItemIdSchema).min(1).max(CART_MAX_LINES),
      selected: z.boolean(),
      ...agentCustomerFields,
    }),
    z.strictObject({ all: z.literal(true), selected: z.boolean(), ...agentCustomerFields }),
  ]),
  response: z.object({ selectedCount: z.number().int().nonnegative() }),
});
