import type { selectCartPage, WireResponseOf } from '@tijara/api';

/** The cart as `selectCartPage` answers it on the wire, and one of its lines. */
export type CartWire = WireResponseOf<typeof selectCartPage>;
export type CartLineWire = CartWire['records'][number];

/** A selected line of two $10.00 desk lamps (`Desk lamp <id>`), ten in stock, unchanged since added. */
export function cartLineWire(id: string, changes: Partial<CartLineWire> = {}): CartLineWire {
  return {
    id,
    productId: '600000000001',
    skuId: `6000000000010${id}`,
    platformType: 1,
    name: `Desk lamp ${id}`,
    imageUrl: null,
    attributes: [{ name: 'Colour', value: 'White' }],
    quantity: 2,
    selected: true,
    available: true,
    unitPrice: 1_000,
    addedUnitPrice: 1_000,
    priceChanged: false,
    stock: 10,
    addedStock: 10,
    stockChanged: false,
    maxQuantity: 10,
    minOrder: 1,
    lineTotal: 2_000,
    problem: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** The cart holding `records`, its summary counted from the selected ones (minimum order $15). */
export function cartWireOf(records: CartLineWire[], summary: Partial<CartWire['summary']> = {}): CartWire {
  const selected = records.filter((record) => record.selected);
  return {
    records,
    total: records.length,
    pageNum: 1,
    pageSize: 200,
    summary: {
      lineCount: records.length,
      selectedCount: selected.length,
      selectedQuantity: selected.reduce((total, record) => total + record.quantity, 0),
      selectedTotal: selected.reduce((total, record) => total + record.lineTotal, 0),
      minimumOrder: 1_500,
      orderProblem: null,
      ...summary,
    },
  };
}
