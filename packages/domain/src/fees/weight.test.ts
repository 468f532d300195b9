import { describe, expect, it } from 'vitest';
import {
  AIR_VOLUMETRIC_DIVISOR,
  airChargeableWeightKg,
  airVolumetricWeightKg,
  cubicMetres,
  volumeCm3,
} from './weight';

describe('air volumetric weight (spec section 9)', () => {
  it('is length x width x height in cm divided by 7000', () => {
    expect(AIR_VOLUMETRIC_DIVISOR).toBe(7000);
    const volume = volumeCm3({ lengthCm: 70, widthCm: 50, heightCm: 40 });
    expect(volume).toBe(140_000);
    expect(airVolumetricWeightKg(volume)).toBe(20);
  });

  it('charges the larger of real and volumetric weight', () => {
    const volume = volumeCm3({ lengthCm: 70, widthCm: 50, heightCm: 40 });
    expect(airChargeableWeightKg(12, volume)).toBe(20);
    expect(airChargeableWeightKg(25, volume)).toBe(25);
  });

  it('refuses sizes and weights that are not positive', () => {
    expect(() => volumeCm3({ lengthCm: 0, widthCm: 1, heightCm: 1 })).toThrow(RangeError);
    expect(() => volumeCm3({ lengthCm: 1, widthCm: -1, heightCm: 1 })).toThrow(RangeError);
    expect(() => volumeCm3({ lengthCm: 1, widthCm: 1, heightCm: Number.NaN })).toThrow(RangeError);
    expect(() => airChargeableWeightKg(0, 1000)).toThrow(RangeError);
  });

  it('converts cubic centimetres to cubic metres for sea freight', () => {
    expect(cubicMetres(1_000_000)).toBe(1);
    expect(cubicMetres(140_000)).toBe(0.14);
  });
});
