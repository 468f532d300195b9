import { searchTextSchema, SUGGESTIONS_MAX } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { endpointSchemas } from '../endpoint';
import { PLATFORM_TYPE_MAX } from '../ids';
import {
  catalogueIdSchema,
  centsRequestSchema,
  landedCostSchema,
  productCardSchema,
  productDetailSchema,
  productPageSchema,
} from './catalogueWire';
import { PRODUCT_PAGE_SIZE_MAX } from './productCalls';
import { PRODUCT_SORTS, KEYWORD_MAX_LENGTH, PAGE_NUM_MAX } from './productCalls';

const pageSizeSchema = z.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX);

/** A product's platform (source site), a PostgreSQL smallint. */
const platformTypeSchema = z.number().int().nonnegative().max(PLATFORM_TYPE_MAX);

export const helloPage = endpointSchemas({
  request: z.strictObject({
    categoryId: catalogueIdSchema.optional(),
    keyword: z.string().max(KEYWORD_MAX_LENGTH).optional(),
    brandId: catalogueIdSchema.optional(),
    minPrice: centsRequestSchema.optional(),
    maxPrice: centsRequestSchema.optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    pageNum: z.number().int().min(1).max(PAGE_NUM_MAX),
    pageSize: pageSizeSchema,
  }),
  response: productPageSchema,
});

export const searchSuggestions = endpointSchemas({
  request: z.strictObject({ name: searchTextSchema.max(KEYWORD_MAX_LENGTH) }),
  response: z.object({ corrections: z.array(z.string().min(1)).max(SUGGESTIONS_MAX) }),
});

export const productDetail = endpointSchemas({
  request: z.strictObject({ productId: entityIdSchema, platformType: platformTypeSchema.optional() }),
  response: productDetailSchema,
});

export const recommendedProducts = endpointSchemas({
  request: z.strictObject({ productId: entityIdSchema, pageSize: pageSizeSchema.optional() }),
  response: z.array(productCardSchema),
});

export const productDescription = endpointSchemas({
  request: z.strictObject({ productId: entityIdSchema }),
  response: z.object({ html: z.string() }),
});

export const freightEstimate = endpointSchemas({
  request: z.strictObject({
    productId: entityIdSchema,
    skuId: entityIdSchema.optional(),
    quantity: z.number().int().min(1).max(1_000_000),
  }),
  response: z.object({
    quantity: z.number().int().positive(),
    /** What one unit costs: the variant's promotion price when it has one. */
    unitPrice: z.number().int().nonnegative(),
    sea: landedCostSchema.nullable(),
    air: landedCostSchema.nullable(),
  }),
});

export const randomProducts = endpointSchemas({
  request: z.strictObject({ pageSize: pageSizeSchema.optional() }),
  response: z.array(productCardSchema),
});
