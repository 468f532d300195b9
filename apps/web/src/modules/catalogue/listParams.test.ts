import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, listRequestFields, readListState, withListChange } from './listParams';

const params = (query: string) => new URLSearchParams(query);

describe('readListState', () => {
  it('reads the page, the sort and the price range (dollars in the address, cents out)', () => {
    expect(readListState(params('page=3&sort=priceAsc&minPrice=2.5&maxPrice=40'))).toEqual({
      page: 3,
      sort: 'priceAsc',
      minPrice: 250,
      maxPrice: 4000,
    });
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(readListState(params('page=0&sort=cheapest&minPrice=-3&maxPrice=abc'))).toEqual({
      page: 1,
      sort: undefined,
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(readListState(params('page=2.5')).page).toBe(1);
    expect(readListState(params('page=10001')).page).toBe(1);
    expect(readListState(params('page=10000')).page).toBe(10_000);
  });
});

describe('listRequestFields', () => {
  it('asks for one page of the list size, with only the filters that are set', () => {
    expect(listRequestFields(readListState(params('')))).toEqual({ pageNum: 1, pageSize: LIST_PAGE_SIZE });
    expect(listRequestFields(readListState(params('page=2&sort=newest&maxPrice=9.99')))).toEqual({
      pageNum: 2,
      pageSize: LIST_PAGE_SIZE,
      sort: 'newest',
      maxPrice: 999,
    });
  });
});

describe('withListChange', () => {
  it('goes back to page 1 when the sort or the price range changes, keeping other parameters', () => {
    const next = withListChange(params('id=1201&firstId=1001&page=4&sort=sales'), { sort: 'priceDesc' });
    expect(next.toString()).toBe('id=1201&firstId=1001&sort=priceDesc');
    expect(withListChange(params('page=4'), { minPrice: 1050 }).toString()).toBe('minPrice=10.5');
  });

  it('turns the page, writing no parameter for page 1', () => {
    expect(withListChange(params('name=lamp'), { page: 3 }).toString()).toBe('name=lamp&page=3');
    expect(withListChange(params('name=lamp&page=3'), { page: 1 }).toString()).toBe('name=lamp');
  });

  it('removes a filter set to undefined', () => {
    expect(
      withListChange(params('minPrice=1&maxPrice=2&sort=sales'), {
        minPrice: undefined,
        maxPrice: undefined,
      }).toString(),
    ).toBe('sort=sales');
  });
});
