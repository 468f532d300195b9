import { LANGUAGE_CODE, LOCALES, localeFromLanguageCode } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { categoryParentIdSchema, categoryTreeSchema } from './catalogueWire';

const LANGUAGE_CODES = LOCALES.map((locale) => String(LANGUAGE_CODE[locale])) as [string, ...string[]];

/**
 * Spec section 7: "GET /ds/category/hello-category-tree (query language)". The three-level tree
 * (root, sub and leaf categories; not the home sections). `language` takes the header's codes
 * (0 zh, 1 en, 9 ar, 10 ckb); without it the `language` header decides.
 */
export const helloCategoryTree = defineEndpoint({
  path: '/ds/category/hello-category-tree',
  method: 'GET',
  access: 'public',
  request: z.strictObject({
    language: z
      .enum(LANGUAGE_CODES)
      .transform((code) => localeFromLanguageCode(code))
      .optional(),
  }),
  response: categoryTreeSchema,
});

/** The root categories, without children. */
export const rootCategory = defineEndpoint({
  path: '/ds/category/root-category',
  method: 'POST',
  access: 'public',
  request: z.strictObject({}),
  response: categoryTreeSchema,
});

/**
 * The tree below a category (its children with theirs); `parentId` 0 gives the whole tree. An
 * unknown category answers 404.
 */
export const subCategoryTree = defineEndpoint({
  path: '/ds/category/sub-category-tree',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ parentId: categoryParentIdSchema }),
  response: categoryTreeSchema,
});

/** A category's direct children, without theirs; 0 gives the roots. An unknown category answers 404. */
export const listSubCategory = defineEndpoint({
  path: '/ds/category/list-sub-category',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ parentId: categoryParentIdSchema }),
  response: categoryTreeSchema,
});
