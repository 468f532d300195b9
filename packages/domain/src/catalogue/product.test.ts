import { describe, expect, it } from 'vitest';
import {
  hasBadge,
  hasVideoPreview,
  HOME_CATEGORY,
  HOT_PRODUCTS_FIRST_ID,
  isHighlightedHotWord,
  PRODUCT_THUMBNAIL_PX,
  searchRibbons,
} from './product';

describe('product card tags (spec section 9)', () => {
  it('shows a video preview for tag 12 when there is a video', () => {
    expect(hasVideoPreview({ tags: [12], videoUrl: 'v.mp4' })).toBe(true);
    expect(hasVideoPreview({ tags: [12], videoUrl: undefined })).toBe(false);
    expect(hasVideoPreview({ tags: [2], videoUrl: 'v.mp4' })).toBe(false);
  });

  it('shows a badge for tag 2', () => {
    expect(hasBadge({ tags: [2] })).toBe(true);
    expect(hasBadge({ tags: [1, 12] })).toBe(false);
  });

  it('shows ribbons for search tags 0 and 1', () => {
    expect(searchRibbons({ tags: [1, 5, 0] })).toEqual([0, 1]);
    expect(searchRibbons({ tags: [2, 12] })).toEqual([]);
  });

  it('uses 300 px thumbnails', () => {
    expect(PRODUCT_THUMBNAIL_PX).toBe(300);
  });
});

describe('home and hot words', () => {
  it('uses the home category ids of spec section 4', () => {
    expect(HOME_CATEGORY).toEqual({ hot: 30, selected: 54, video: 12, local: 101 });
    expect(HOT_PRODUCTS_FIRST_ID).toBe(2);
  });

  it('highlights the first 3 hot words', () => {
    expect([0, 1, 2, 3, -1].map(isHighlightedHotWord)).toEqual([true, true, true, false, false]);
  });
});
