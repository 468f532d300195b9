import type { CategoryNodeWire, ProductCardWire, ProductDetailWire } from '@tijara/api';

/**
 * Catalogue answers as the server sends them (wire shapes, checked by the contract's schemas when
 * the client reads them), for the screens' tests. The names and figures are test data.
 */

export function cardWire(id: string, overrides: Partial<ProductCardWire> = {}): ProductCardWire {
  return {
    id,
    platformType: 1,
    name: `Desk lamp ${id}`,
    imageUrl: `/media/catalogue/product/lamp-${id}/300.webp`,
    price: 1250,
    maxPrice: 1500,
    sold: 320,
    monthSold: 41,
    repurchaseRate: 2350,
    tags: [],
    stock: 90,
    videoUrl: null,
    brandName: 'Voltix',
    minOrder: 2,
    ...overrides,
  };
}

export function pageWire(records: ProductCardWire[], total = records.length, pageNum = 1, pageSize = 20) {
  return { records, total, pageNum, pageSize };
}

/** A lamp in two colours and two sizes; the white large one is out of stock, the black small on promotion. */
export function lampDetailWire(overrides: Partial<ProductDetailWire> = {}): ProductDetailWire {
  const swatch = (colour: string) => `/media/catalogue/product/lamp-${colour}/300.webp`;
  return {
    ...cardWire('600000000001', {
      name: 'LED desk lamp',
      price: 900,
      maxPrice: 1400,
      stock: 60,
      minOrder: 2,
    }),
    images: [
      { thumbnailUrl: swatch('black'), imageUrl: '/media/catalogue/product/lamp-black/800.webp' },
      { thumbnailUrl: swatch('white'), imageUrl: '/media/catalogue/product/lamp-white/800.webp' },
    ],
    attributes: [{ name: 'Material', value: 'Aluminium' }],
    variants: [
      {
        skuId: '60000000000100',
        attributes: [
          { name: 'Colour', value: 'Black', skuImageUrl: swatch('black') },
          { name: 'Size', value: 'Small', skuImageUrl: null },
        ],
        skuStock: 40,
        price: 1000,
        promotionPrice: 900,
      },
      {
        skuId: '60000000000101',
        attributes: [
          { name: 'Colour', value: 'Black', skuImageUrl: swatch('black') },
          { name: 'Size', value: 'Large', skuImageUrl: null },
        ],
        skuStock: 5,
        price: 1400,
        promotionPrice: null,
      },
      {
        skuId: '60000000000102',
        attributes: [
          { name: 'Colour', value: 'White', skuImageUrl: swatch('white') },
          { name: 'Size', value: 'Small', skuImageUrl: null },
        ],
        skuStock: 15,
        price: 1100,
        promotionPrice: null,
      },
      {
        skuId: '60000000000103',
        attributes: [
          { name: 'Colour', value: 'White', skuImageUrl: swatch('white') },
          { name: 'Size', value: 'Large', skuImageUrl: null },
        ],
        skuStock: 0,
        price: 1400,
        promotionPrice: null,
      },
    ],
    maxOrder: 30,
    leadTimeDays: 3,
    grossWeightG: 850,
    dimensions: { lengthMm: 300, widthMm: 120, heightMm: 90 },
    brand: { id: 1, name: 'Voltix' },
    categoryPath: [
      { categoryId: 1001, categoryName: 'Home & Living' },
      { categoryId: 1101, categoryName: 'Lighting' },
      { categoryId: 1201, categoryName: 'Desk Lamps' },
    ],
    trademark: null,
    url: null,
    ...overrides,
  };
}

function node(categoryId: number, categoryName: string, children: CategoryNodeWire[] = []): CategoryNodeWire {
  return { categoryId, categoryName, imageUrl: null, children };
}

/** Two roots; Home & Living has Lighting, whose leaves are Desk Lamps and Ceiling Lights. */
export const CATEGORY_TREE_WIRE: CategoryNodeWire[] = [
  node(1001, 'Home & Living', [
    node(1101, 'Lighting', [node(1201, 'Desk Lamps'), node(1202, 'Ceiling Lights')]),
    node(1102, 'Kitchen', [node(1203, 'Cookware')]),
  ]),
  node(1002, 'Phone Accessories', [node(1103, 'Charging', [node(1204, 'Chargers')])]),
];

/** A freight estimate answer for `quantity` units at `unitPrice` cents. */
export function freightWire(quantity: number, unitPrice: number) {
  const goods = quantity * unitPrice;
  return {
    quantity,
    unitPrice,
    sea: {
      goods,
      chinaFreight: 300,
      internationalFreight: 250,
      insurance: 30,
      total: goods + 580,
      chargedOn: { unit: 'cubicMetre' as const, quantity: 0.012 },
    },
    air: null,
  };
}
