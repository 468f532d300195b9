import { LANGUAGE_CODE } from '@tijara/domain';
import {
  helloCategoryTree,
  listSubCategory,
  rootCategory,
  subCategoryTree,
  type CatalogueCategory,
} from '../contract';
import { usePdpdContext } from './PdpdProvider';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

export interface CategoriesState extends QueryState<CatalogueCategory[]> {
  /** The categories in the buyer's language, each with its subtree (empty in a flat list). */
  categories: CatalogueCategory[] | undefined;
}

const NO_REQUEST = {};

/**
 * The three-level category tree of the header's all-categories drop-down (spec section 7,
 * `GET hello-category-tree`, query `language`). The call asks for the language in its query, so
 * it is sent from the locale; a language change reads the tree again (spec section 1: "the
 * category list reloads"). Categories change rarely: no refetch on focus (`STATIC_CONTENT_OPTIONS`).
 */
export function useCategoryTree(): CategoriesState {
  const { locale } = usePdpdContext();
  const request = { language: String(LANGUAGE_CODE[locale]) };
  const { data, error, isLoading, mutate } = usePdpdQuery(helloCategoryTree, request, STATIC_CONTENT_OPTIONS);
  return { categories: data, error, isLoading, mutate };
}

/** The root categories, without their children (`root-category`). */
export function useRootCategories(): CategoriesState {
  const { data, error, isLoading, mutate } = usePdpdQuery(rootCategory, NO_REQUEST, STATIC_CONTENT_OPTIONS);
  return { categories: data, error, isLoading, mutate };
}

/**
 * A category's direct children, without theirs (`list-sub-category`): 0 gives the roots. `null`
 * waits (no category chosen yet). An unknown category is a 404 `error`.
 */
export function useSubCategories(parentId: number | null): CategoriesState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    listSubCategory,
    parentId === null ? null : { parentId },
    STATIC_CONTENT_OPTIONS,
  );
  return { categories: data, error, isLoading, mutate };
}

/**
 * The tree below a category, its children with theirs (`sub-category-tree`): the side menu of the
 * category list page. 0 gives the whole tree; `null` waits. An unknown category is a 404 `error`.
 */
export function useSubCategoryTree(parentId: number | null): CategoriesState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    subCategoryTree,
    parentId === null ? null : { parentId },
    STATIC_CONTENT_OPTIONS,
  );
  return { categories: data, error, isLoading, mutate };
}
