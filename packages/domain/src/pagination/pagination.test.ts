import { describe, expect, it } from 'vitest';
import { clampPage, pageWindow, PAGINATION_WINDOW, totalPages, type PageSlot } from './pagination';

/** Renders slots the way a pager shows them: "1 … 9 10 11 … 20". */
function show(slots: PageSlot[]): string {
  return slots.map((slot) => (slot.kind === 'page' ? String(slot.page) : '…')).join(' ');
}

describe('totalPages', () => {
  it('is ceil(total / pageSize)', () => {
    expect(totalPages(100, 20)).toBe(5);
    expect(totalPages(101, 20)).toBe(6);
    expect(totalPages(1, 20)).toBe(1);
  });

  it('is one page when there is nothing to show', () => {
    expect(totalPages(0, 20)).toBe(1);
    expect(totalPages(-3, 20)).toBe(1);
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
    expect(() => totalPages(10, 2.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..total', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-4, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(5, 5)).toBe(5);
  });

  it('reads garbage as page 1 and fractions as the page below', () => {
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(1);
    expect(clampPage(2.9, 5)).toBe(2);
  });

  it('treats zero pages as one', () => {
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows 7 slots at the most', () => {
    expect(PAGINATION_WINDOW).toBe(7);
    for (let page = 1; page <= 30; page += 1) expect(pageWindow(page, 30)).toHaveLength(7);
  });

  it('shows every page when there are 7 or fewer', () => {
    expect(show(pageWindow(1, 1))).toBe('1');
    expect(show(pageWindow(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(show(pageWindow(1, 0))).toBe('1');
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(show(pageWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('centres the current page in the middle', () => {
    expect(show(pageWindow(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(16, 20))).toBe('1 … 15 16 17 … 20');
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(show(pageWindow(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('clamps a current page outside the range and names each ellipsis side', () => {
    expect(show(pageWindow(99, 8))).toBe('1 … 4 5 6 7 8');
    expect(pageWindow(10, 20).filter((slot) => slot.kind === 'ellipsis')).toEqual([
      { kind: 'ellipsis', side: 'start' },
      { kind: 'ellipsis', side: 'end' },
    ]);
  });
});
