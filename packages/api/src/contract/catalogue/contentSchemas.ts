import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { catalogueIdSchema } from './catalogueWire';

export const hotWords = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(z.object({ name: z.string() })),
});

export const listBanners = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(
    z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string(), link: z.string() }),
  ),
});

export const listEvents = endpointSchemas({
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

export const websiteContent = endpointSchemas({
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

export const brandCooperationList = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(brandCardSchema),
});

export const brandList = endpointSchemas({
  request: z.strictObject({ hot: z.boolean().optional() }),
  response: z.array(brandCardSchema),
});

export const brandDetail = endpointSchemas({
  request: z.strictObject({ brandId: catalogueIdSchema }),
  response: brandCardSchema.extend({
    description: z.string().nullable(),
    productCount: z.number().int().nonnegative(),
  }),
});

export const warehouseList = endpointSchemas({
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
