import { describe, expect, it } from 'vitest';
import { productDetail } from './catalogue/productCalls';
import { isCatalogueId, isEntityId, isPlatformType } from './ids';
import { catalogueIdSchema, entityIdSchema, schemasOf } from './schemas';

describe('the zod-free id checks', () => {
  it('agree with the schemas on entity ids', () => {
    for (const value of [
      '1',
      '42',
      '999999999999999999',
      '0',
      '01',
      '1000000000000000000',
      '-1',
      '1.5',
      '',
      ' 1',
      7,
    ]) {
      expect(isEntityId(value), String(value)).toBe(entityIdSchema.safeParse(value).success);
    }
  });

  it('agree with the schemas on category and brand ids', () => {
    for (const value of [1, 42, 2_147_483_647, 2_147_483_648, 0, -3, 1.5, Number.NaN, '5']) {
      expect(isCatalogueId(value), String(value)).toBe(catalogueIdSchema.safeParse(value).success);
    }
  });

  it('agree with the detail call on platform types', () => {
    const { request } = schemasOf(productDetail);
    for (const value of [0, 1, 32_767, 32_768, -1, 2.5]) {
      expect(isPlatformType(value), String(value)).toBe(
        request.safeParse({ productId: '1', platformType: value }).success,
      );
    }
  });
});
