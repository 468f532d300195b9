import type { CatalogueCategory } from '@tijara/api';
import { HOME_CATEGORY } from '@tijara/domain';

/** The categories from a root of `tree` down to the one with `categoryId`, or null when absent. */
export function findCategoryPath(
  tree: readonly CatalogueCategory[],
  categoryId: string,
): CatalogueCategory[] | null {
  for (const category of tree) {
    if (category.categoryId === categoryId) return [category];
    const below = findCategoryPath(category.children, categoryId);
    if (below) return [category, ...below];
  }
  return null;
}

/**
 * The categories to move to from a category's page: its children, or for a leaf its siblings
 * (the current one among them), so the buyer can step sideways without going back up.
 */
export function neighbourCategories(path: readonly CatalogueCategory[]): CatalogueCategory[] {
  const current = path.at(-1);
  if (!current) return [];
  if (current.children.length > 0) return current.children;
  return path.at(-2)?.children ?? [];
}

export type HomeSectionName = keyof typeof HOME_CATEGORY;

/** The home section (spec section 4: hot 30, selected 54, video 12, local 101) with this id, if any. */
export function homeSectionOf(categoryId: number): HomeSectionName | undefined {
  return (Object.keys(HOME_CATEGORY) as HomeSectionName[]).find((name) => HOME_CATEGORY[name] === categoryId);
}
