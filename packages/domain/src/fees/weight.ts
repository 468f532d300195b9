/** Outer size of a packed shipment, in centimetres. */
export interface PackageDimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The two logistics categories of spec section 9. */
export const LOGISTICS_MODES = ['sea', 'air'] as const;
export type LogisticsMode = (typeof LOGISTICS_MODES)[number];

/** Spec section 9: "Air volumetric weight = length x width x height (cm) / 7000". */
export const AIR_VOLUMETRIC_DIVISOR = 7000;

const CUBIC_CENTIMETRES_PER_CUBIC_METRE = 1_000_000;

function assertPositive(value: number, what: string): void {
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${what} must be a positive number, got ${value}`);
}

/** Volume in cubic centimetres. */
export function volumeCm3({ lengthCm, widthCm, heightCm }: PackageDimensions): number {
  assertPositive(lengthCm, 'length');
  assertPositive(widthCm, 'width');
  assertPositive(heightCm, 'height');
  return lengthCm * widthCm * heightCm;
}

/** Volume in cubic metres, the unit sea freight is priced in. */
export function cubicMetres(volume: number): number {
  return volume / CUBIC_CENTIMETRES_PER_CUBIC_METRE;
}

/** Spec section 9: air volumetric weight in kilograms, L x W x H (cm) / 7000. */
export function airVolumetricWeightKg(volume: number): number {
  return volume / AIR_VOLUMETRIC_DIVISOR;
}

/** Spec section 9: "the larger of real and volumetric weight is charged". */
export function airChargeableWeightKg(actualKg: number, volume: number): number {
  assertPositive(actualKg, 'actual weight');
  return Math.max(actualKg, airVolumetricWeightKg(volume));
}
