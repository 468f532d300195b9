import { LANGUAGE_CODE, LOCALES, localeFromLanguageCode } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { categoryParentIdSchema, categoryTreeSchema } from './catalogueWire';

const LANGUAGE_CODES = LOCALES.map((locale) => String(LANGUAGE_CODE[locale])) as [string, ...string[]];

export const helloCategoryTree = endpointSchemas({
  request: z.strictObject({
    language: z
      .enum(LANGUAGE_CODES)
      .transform((code) => localeFromLanguageCode(code))
      .optional(),
  }),
  response: categoryTreeSchema,
});

export const rootCategory = endpointSchemas({
  request: z.strictObject({}),
  response: categoryTreeSchema,
});

export const subCategoryTree = endpointSchemas({
  request: z.strictObject({ parentId: categoryParentIdSchema }),
  response: categoryTreeSchema,
});

export const listSubCategory = endpointSchemas({
  request: z.strictObject({ parentId: categoryParentIdSchema }),
  response: categoryTreeSchema,
});
