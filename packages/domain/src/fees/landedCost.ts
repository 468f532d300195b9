import { sum, usdCents, type UsdCents } from '../money';
import { insuranceFee } from './insurance';
import { airChargeableWeightKg, cubicMetres, type LogisticsMode } from './weight';

/** The provider's international freight prices. The spec names the modes, not the prices. */
export interface FreightTariff {
  /** Sea freight (China warehouse to Baghdad) per cubic metre of packed volume. */
  seaPerCubicMetre: UsdCents;
  /** Air freight per chargeable kilogram (the larger of real and volumetric weight). */
  airPerKg: UsdCents;
}

export interface Shipment {
  /** Gross packed weight, kilograms. */
  grossWeightKg: number;
  /** Packed volume, cubic centimetres (see `volumeCm3`). */
  volumeCm3: number;
}

export interface LandedCostInput {
  /** Goods price of the order lines. */
  goods: UsdCents;
  /** Freight from the supplier to the China warehouse (the first stage). */
  chinaFreight: UsdCents;
  mode: LogisticsMode;
  shipment: Shipment;
  tariff: FreightTariff;
  /** Insurance rate in basis points of the goods value. */
  insuranceRateBasisPoints: number;
}

export interface LandedCostEstimate {
  goods: UsdCents;
  chinaFreight: UsdCents;
  internationalFreight: UsdCents;
  insurance: UsdCents;
  total: UsdCents;
  /** What the international freight was charged on. */
  chargedOn: { unit: 'cubicMetre'; quantity: number } | { unit: 'kg'; quantity: number };
}

/**
 * What an order will cost delivered to Baghdad, before ordering: goods + China freight +
 * international freight by sea or air + insurance (issue 3; spec sections 3 and 9). Freight is
 * rounded up to the cent so the estimate never understates it. Warehouse storage and delivery
 * inside Iraq are not included: they depend on what happens after arrival.
 */
export function estimateLandedCost(input: LandedCostInput): LandedCostEstimate {
  const { goods, chinaFreight, mode, shipment, tariff } = input;
  const chargedOn: LandedCostEstimate['chargedOn'] =
    mode === 'sea'
      ? { unit: 'cubicMetre', quantity: cubicMetres(shipment.volumeCm3) }
      : { unit: 'kg', quantity: airChargeableWeightKg(shipment.grossWeightKg, shipment.volumeCm3) };
  const price = mode === 'sea' ? tariff.seaPerCubicMetre : tariff.airPerKg;
  const internationalFreight = usdCents(Math.ceil(Number((chargedOn.quantity * price).toFixed(6))));
  const insurance = insuranceFee(goods, input.insuranceRateBasisPoints);
  return {
    goods,
    chinaFreight,
    internationalFreight,
    insurance,
    total: sum([goods, chinaFreight, internationalFreight, insurance]),
    chargedOn,
  };
}

/** A shipment of `quantity` units, each packed as `unit`: weight and volume add up. */
export function shipmentOf(unit: Shipment, quantity: number): Shipment {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  return { grossWeightKg: unit.grossWeightKg * quantity, volumeCm3: unit.volumeCm3 * quantity };
}
