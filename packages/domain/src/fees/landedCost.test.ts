import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { insuranceFee } from './insurance';
import { estimateLandedCost, shipmentOf, type LandedCostInput } from './landedCost';

const tariff = { seaPerCubicMetre: usdCents(18_000), airPerKg: usdCents(650) };
const base: LandedCostInput = {
  goods: usdCents(50_000),
  chinaFreight: usdCents(1_200),
  mode: 'sea',
  // 0.14 m³ and 12 kg: volumetric air weight 20 kg.
  shipment: { grossWeightKg: 12, volumeCm3: 140_000 },
  tariff,
  insuranceRateBasisPoints: 30,
};

describe('insuranceFee', () => {
  it('is a percentage of the goods value, rounded up to the cent', () => {
    expect(insuranceFee(usdCents(50_000), 30)).toBe(150);
    expect(insuranceFee(usdCents(50_001), 30)).toBe(151);
    expect(insuranceFee(usdCents(50_000), 0)).toBe(0);
  });
});

describe('estimateLandedCost', () => {
  it('adds goods, China freight, sea freight by volume and insurance', () => {
    expect(estimateLandedCost(base)).toEqual({
      goods: 50_000,
      chinaFreight: 1_200,
      internationalFreight: 2_520,
      insurance: 150,
      total: 53_870,
      chargedOn: { unit: 'cubicMetre', quantity: 0.14 },
    });
  });

  it('charges air freight on the larger of real and volumetric weight', () => {
    const light = estimateLandedCost({ ...base, mode: 'air' });
    expect(light.chargedOn).toEqual({ unit: 'kg', quantity: 20 });
    expect(light.internationalFreight).toBe(13_000);
    expect(light.total).toBe(50_000 + 1_200 + 13_000 + 150);

    const heavy = estimateLandedCost({
      ...base,
      mode: 'air',
      shipment: { grossWeightKg: 31, volumeCm3: 140_000 },
    });
    expect(heavy.chargedOn).toEqual({ unit: 'kg', quantity: 31 });
    expect(heavy.internationalFreight).toBe(20_150);
  });

  it('rounds freight up to the cent', () => {
    const estimate = estimateLandedCost({ ...base, shipment: { grossWeightKg: 1, volumeCm3: 1_001 } });
    // 0.001001 m³ x 18 000 cents = 18.018 cents.
    expect(estimate.internationalFreight).toBe(19);
  });
});

describe('shipmentOf', () => {
  it("multiplies one unit's packed weight and volume", () => {
    expect(shipmentOf({ grossWeightKg: 1.5, volumeCm3: 2_000 }, 4)).toEqual({
      grossWeightKg: 6,
      volumeCm3: 8_000,
    });
  });

  it('refuses a quantity that is not a positive integer', () => {
    expect(() => shipmentOf({ grossWeightKg: 1, volumeCm3: 1 }, 0)).toThrow(RangeError);
    expect(() => shipmentOf({ grossWeightKg: 1, volumeCm3: 1 }, 1.5)).toThrow(RangeError);
  });
});
