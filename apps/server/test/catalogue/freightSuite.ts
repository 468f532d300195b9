import { freightEstimate } from '@tijara/api/contract';
import { expect, it } from 'vitest';
import { insertTariff, P, SKU } from './fixture';
import type { CatalogueHarness } from './harness';
import { schemasOf } from '@tijara/api/contract/schemas';

const FREIGHT = '/ds/product/freightEstimate';

interface Estimate {
  goods: number;
  chinaFreight: number;
  internationalFreight: number;
  insurance: number;
  total: number;
  chargedOn: { unit: 'cubicMetre' | 'kg'; quantity: number };
}

interface FreightAnswer {
  quantity: number;
  unitPrice: number;
  sea: Estimate | null;
  air: Estimate | null;
}

/**
 * Freight estimates, checked against figures worked out by hand from the fixture: the T-shirt
 * costs $6.50, weighs 250 g packed in 30 x 20 x 5 cm (3,000 cm³), ships from its supplier for
 * $8.00 per order line; sea is $180 per m³ with 0.3 % insurance, air $6.50 per kg with 0.5 %.
 */
export function freightTests(h: CatalogueHarness) {
  it('estimates 20 T-shirts by sea and by air', async () => {
    const answer = await h.data<FreightAnswer>(FREIGHT, { productId: P.tShirt, quantity: 20 });
    // Goods 20 x 650 = 13,000. Volume 20 x 3,000 cm³ = 0.06 m³; weight 20 x 250 g = 5 kg.
    expect(answer).toMatchObject({ quantity: 20, unitPrice: 650 });
    // Sea: 0.06 m³ x 18,000 = 1,080; insurance 0.3 % of 13,000 = 39; 13,000 + 800 + 1,080 + 39.
    expect(answer.sea).toEqual({
      goods: 13_000,
      chinaFreight: 800,
      internationalFreight: 1_080,
      insurance: 39,
      total: 14_919,
      chargedOn: { unit: 'cubicMetre', quantity: 0.06 },
    });
    // Air: volumetric 60,000 / 7,000 = 8.571 kg beats the real 5 kg; 8.571 x 650 = 5,571.4, up to
    // 5,572; insurance 0.5 % of 13,000 = 65; 13,000 + 800 + 5,572 + 65.
    expect(answer.air).toMatchObject({
      goods: 13_000,
      chinaFreight: 800,
      internationalFreight: 5_572,
      insurance: 65,
      total: 19_437,
    });
    expect(answer.air?.chargedOn.unit).toBe('kg');
    expect(answer.air?.chargedOn.quantity).toBeCloseTo(60_000 / 7_000, 9);
    // The contract hands the client the domain's cents.
    expect(schemasOf(freightEstimate).response.parse(answer).sea?.total).toBe(14_919);
  });

  it('prices a variant at its own price, its promotion price when it has one, and checks its own stock', async () => {
    // Headphones: 400 g, 20 x 18 x 9 cm (3,240 cm³), $5.00 China freight; black at 2,500 on promotion at 2,300.
    const black = await h.data<FreightAnswer>(FREIGHT, {
      productId: P.headphones,
      skuId: SKU.black,
      quantity: 5,
    });
    expect(black.unitPrice).toBe(2_300);
    // Sea: 5 x 3,240 = 16,200 cm³ = 0.0162 m³ x 18,000 = 291.6, up to 292; insurance 0.3 % of 11,500 = 34.5, up to 35.
    expect(black.sea).toMatchObject({
      goods: 11_500,
      chinaFreight: 500,
      internationalFreight: 292,
      insurance: 35,
      total: 12_327,
    });
    // Air: real 2 kg against volumetric 16,200 / 7,000 = 2.314 kg: 2.314 x 650 = 1,504.3, up to 1,505; insurance 57.5, up to 58.
    expect(black.air).toMatchObject({
      internationalFreight: 1_505,
      insurance: 58,
      total: 11_500 + 500 + 1_505 + 58,
    });
    const blue = await h.data<FreightAnswer>(FREIGHT, {
      productId: P.headphones,
      skuId: SKU.blue,
      quantity: 2,
    });
    expect(blue.unitPrice).toBe(2_700);
    const tooMany = await h.call(FREIGHT, { productId: P.headphones, skuId: SKU.blue, quantity: 31 });
    h.expectFailure(tooMany, 400, 400, 'The field quantity is invalid: Only 30 in stock.');
  });

  it('holds the quantity to the minimum order, the stock and the maximum order', async () => {
    h.expectFailure(
      await h.call(FREIGHT, { productId: P.tShirt, quantity: 9 }),
      400,
      400,
      'The field quantity is invalid: The minimum order is 10 units.',
    );
    h.expectFailure(
      await h.call(FREIGHT, { productId: P.tShirt, quantity: 301 }),
      400,
      400,
      'The field quantity is invalid: At most 300 per order.',
    );
    h.expectFailure(
      await h.call(FREIGHT, { productId: P.headphones, quantity: 121 }, { locale: 'ar' }),
      400,
      400,
      'الحقل quantity غير صالح: المتوفر في المخزون 120 فقط.',
    );
    // The blender is sold out: no quantity can be estimated.
    h.expectFailure(await h.call(FREIGHT, { productId: P.blender, quantity: 1 }), 400, 400, /quantity/);
    h.expectFailure(await h.call(FREIGHT, { productId: P.tShirt, quantity: 0 }), 400, 400, /quantity/);
    h.expectFailure(await h.call(FREIGHT, { productId: P.tShirt, quantity: 12.5 }), 400, 400, /quantity/);
  });

  it('answers 404 for an unknown product or a variant of another product', async () => {
    h.expectFailure(
      await h.call(FREIGHT, { productId: '31337', quantity: 1 }),
      404,
      404,
      /removed from the shelves/,
    );
    h.expectFailure(
      await h.call(FREIGHT, { productId: P.headphones, skuId: SKU.chairGrey, quantity: 2 }),
      404,
      404,
      'This product has no such variant.',
    );
  });

  it('answers 503 when no freight tariff is configured, and null for a mode without one', async () => {
    await h.db.query("DELETE FROM freight_tariff WHERE mode = 'air'");
    try {
      const seaOnly = await h.data<FreightAnswer>(FREIGHT, { productId: P.tShirt, quantity: 20 });
      expect(seaOnly.sea?.total).toBe(14_919);
      expect(seaOnly.air).toBeNull();
      await h.db.query('DELETE FROM freight_tariff');
      h.expectFailure(
        await h.call(FREIGHT, { productId: P.tShirt, quantity: 20 }),
        503,
        503,
        'Freight estimates are not available: freight prices have not been set yet.',
      );
    } finally {
      await h.db.query('DELETE FROM freight_tariff');
      await insertTariff(h.db);
    }
  });
}
