import { categoryTreeSchema } from '@tijara/api/contract/schemas';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE_WIRE } from '../../test/catalogueFixtures';
import { findCategoryPath, homeSectionOf, neighbourCategories } from './categoryPath';

const tree = categoryTreeSchema.parse(CATEGORY_TREE_WIRE);
const names = (categories: { categoryName: string }[] | null) =>
  categories?.map((c) => c.categoryName) ?? null;

describe('findCategoryPath', () => {
  it('runs from the root to the category, at any level', () => {
    expect(names(findCategoryPath(tree, '1001'))).toEqual(['Home & Living']);
    expect(names(findCategoryPath(tree, '1101'))).toEqual(['Home & Living', 'Lighting']);
    expect(names(findCategoryPath(tree, '1204'))).toEqual(['Phone Accessories', 'Charging', 'Chargers']);
  });

  it('is null for a category the tree does not have', () => {
    expect(findCategoryPath(tree, '30')).toBeNull();
    expect(findCategoryPath([], '1001')).toBeNull();
  });
});

describe('neighbourCategories', () => {
  it('offers the children of a category that has some', () => {
    expect(names(neighbourCategories(findCategoryPath(tree, '1001') ?? []))).toEqual(['Lighting', 'Kitchen']);
  });

  it('offers the siblings of a leaf, itself among them', () => {
    expect(names(neighbourCategories(findCategoryPath(tree, '1202') ?? []))).toEqual([
      'Desk Lamps',
      'Ceiling Lights',
    ]);
  });

  it('offers nothing for an empty path', () => {
    expect(neighbourCategories([])).toEqual([]);
  });
});

describe('homeSectionOf', () => {
  it('names the home sections of spec section 4 and nothing else', () => {
    expect(homeSectionOf(30)).toBe('hot');
    expect(homeSectionOf(54)).toBe('selected');
    expect(homeSectionOf(12)).toBe('video');
    expect(homeSectionOf(101)).toBe('local');
    expect(homeSectionOf(1001)).toBeUndefined();
  });
});
