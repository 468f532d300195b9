import { defineEndpoint } from '../endpoint';
import type * as schemas from './categorySchemas';

/**
 * Spec section 7: "GET /ds/category/hello-category-tree (query language)". The three-level tree
 * (root, sub and leaf categories; not the home sections). `language` takes the header's codes
 * (0 zh, 1 en, 9 ar, 10 ckb); without it the `language` header decides.
 */
export const helloCategoryTree = defineEndpoint<typeof schemas.helloCategoryTree>()({
  path: '/ds/category/hello-category-tree',
  method: 'GET',
  access: 'public',
});

/** The root categories, without children. */
export const rootCategory = defineEndpoint<typeof schemas.rootCategory>()({
  path: '/ds/category/root-category',
  method: 'POST',
  access: 'public',
});

/**
 * The tree below a category (its children with theirs); `parentId` 0 gives the whole tree. An
 * unknown category answers 404.
 */
export const subCategoryTree = defineEndpoint<typeof schemas.subCategoryTree>()({
  path: '/ds/category/sub-category-tree',
  method: 'POST',
  access: 'public',
});

/** A category's direct children, without theirs; 0 gives the roots. An unknown category answers 404. */
export const listSubCategory = defineEndpoint<typeof schemas.listSubCategory>()({
  path: '/ds/category/list-sub-category',
  method: 'POST',
  access: 'public',
});
