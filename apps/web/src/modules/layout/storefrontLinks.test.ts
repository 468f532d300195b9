import { categoryHref } from '@tijara/ui';
import { describe, expect, it } from 'vitest';
import { brandPath, categoryListPath, searchPath } from './storefrontLinks';

const category = (categoryId: string) => ({ categoryId, categoryName: `category ${categoryId}` });

describe('the storefront links', () => {
  it("write a category's list as the category menu's links do (spec section 2: id and firstId)", () => {
    for (const path of [[], [category('1001')], [category('1001'), category('1101'), category('1201')]]) {
      expect(categoryListPath(path)).toBe(categoryHref(path));
    }
    expect(categoryListPath([category('1001'), category('1201')])).toBe(
      '/category_search_list?id=1201&firstId=1001',
    );
  });

  it("link a brand's page and a search", () => {
    expect(brandPath(8)).toBe('/hotBrand?brandId=8');
    expect(searchPath('مصباح & lamp')).toBe('/search-list?name=%D9%85%D8%B5%D8%A8%D8%A7%D8%AD+%26+lamp');
  });
});
