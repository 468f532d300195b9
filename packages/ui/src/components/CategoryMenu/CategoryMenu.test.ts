import { describe, expect, it } from 'vitest';
import { categoryHref } from './CategoryMenu';

const electronics = { categoryId: '1', categoryName: 'Electronics' };
const accessories = { categoryId: '11', categoryName: 'Phone accessories' };
const chargers = { categoryId: '111', categoryName: 'Chargers' };

describe('categoryHref (spec section 2: /category_search_list?id&firstId)', () => {
  it('names the chosen category and its top-level category', () => {
    expect(categoryHref([electronics, accessories, chargers])).toBe('/category_search_list?id=111&firstId=1');
    expect(categoryHref([electronics])).toBe('/category_search_list?id=1&firstId=1');
  });
  it('falls back to the bare route without a path', () => {
    expect(categoryHref([])).toBe('/category_search_list');
  });
});
