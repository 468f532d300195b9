import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import type { ProductVariant } from './product';
import {
  attributeOptions,
  effectivePrice,
  findVariant,
  initialSelection,
  isValueAvailable,
  priceRange,
} from './variants';

function variant(
  skuId: string,
  colour: string,
  size: string,
  stock: number,
  price: number,
  promotion?: number,
): ProductVariant {
  return {
    skuId,
    attributes: [
      {
        name: 'colour',
        value: colour,
        skuImageUrl: colour === 'red' && size === 'L' ? 'red.jpg' : undefined,
      },
      { name: 'size', value: size },
    ],
    stock,
    price: usdCents(price),
    promotionPrice: promotion === undefined ? undefined : usdCents(promotion),
  };
}

const variants = [
  variant('red-m', 'red', 'M', 0, 1200),
  variant('red-l', 'red', 'L', 4, 1300, 1100),
  variant('blue-m', 'blue', 'M', 7, 1250),
];

describe('attributeOptions', () => {
  it('lists each attribute with its values in first-seen order, and the image of each value', () => {
    expect(attributeOptions(variants)).toEqual([
      {
        name: 'colour',
        values: [
          { value: 'red', imageUrl: 'red.jpg', translatedValue: undefined },
          { value: 'blue', imageUrl: undefined, translatedValue: undefined },
        ],
      },
      {
        name: 'size',
        values: [
          { value: 'M', imageUrl: undefined, translatedValue: undefined },
          { value: 'L', imageUrl: undefined, translatedValue: undefined },
        ],
      },
    ]);
  });
});

describe('findVariant', () => {
  it('finds the variant with exactly the selected values', () => {
    expect(findVariant(variants, { colour: 'blue', size: 'M' })?.skuId).toBe('blue-m');
    expect(findVariant(variants, { colour: 'blue', size: 'L' })).toBeUndefined();
    expect(findVariant(variants, { colour: 'red' })).toBeUndefined();
  });
});

describe('isValueAvailable', () => {
  it('is false for a value that only leads to sold-out or missing variants', () => {
    expect(isValueAvailable(variants, { colour: 'red' }, 'size', 'M')).toBe(false);
    expect(isValueAvailable(variants, { colour: 'red' }, 'size', 'L')).toBe(true);
    expect(isValueAvailable(variants, { size: 'L' }, 'colour', 'blue')).toBe(false);
    expect(isValueAvailable(variants, {}, 'colour', 'blue')).toBe(true);
  });
});

describe('initialSelection', () => {
  it('starts on the first variant in stock', () => {
    expect(initialSelection(variants)).toEqual({ colour: 'red', size: 'L' });
  });

  it('falls back to the first variant when all are sold out, and to nothing without variants', () => {
    expect(initialSelection([variant('a', 'red', 'M', 0, 100), variant('b', 'blue', 'M', 0, 100)])).toEqual({
      colour: 'red',
      size: 'M',
    });
    expect(initialSelection([])).toEqual({});
  });
});

describe('prices', () => {
  it('uses the promotion price when there is one', () => {
    expect(effectivePrice(variants[1] as ProductVariant)).toBe(1100);
    expect(effectivePrice(variants[0] as ProductVariant)).toBe(1200);
  });

  it('gives the min and max of what a buyer pays', () => {
    expect(priceRange(variants)).toEqual({ min: 1100, max: 1250 });
    expect(priceRange([])).toBeNull();
  });
});
