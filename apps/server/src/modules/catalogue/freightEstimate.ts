import {
  estimateLandedCost,
  shipmentOf,
  usdCents,
  volumeCm3,
  type LandedCostEstimate,
  type LogisticsMode,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';
import type { FreightSubject } from './productRepository';

/** One row of `freight_tariff`: the price per unit of a mode (per m³ by sea, per kg by air) and its insurance. */
export interface ModeTariff {
  unitCents: number;
  insuranceBasisPoints: number;
}

export type FreightTariffs = Partial<Record<LogisticsMode, ModeTariff>>;

/** The provider's freight prices as configured; empty when no one has set them. */
export async function loadFreightTariffs(db: Queryable): Promise<FreightTariffs> {
  const rows = await db.query<{ mode: LogisticsMode; unit_cents: number; insurance_bp: number }>(
    'SELECT mode, unit_cents, insurance_bp FROM freight_tariff',
  );
  return Object.fromEntries(
    rows.map((row) => [row.mode, { unitCents: row.unit_cents, insuranceBasisPoints: row.insurance_bp }]),
  );
}

const MM_PER_CM = 10;
const GRAMS_PER_KG = 1000;

/**
 * The landed cost of `quantity` units of a product (of its variant, when the subject has one) by
 * each mode that has a tariff, with the domain's rule: goods + China freight (the product's, once
 * per order line) + international freight on the packed volume (sea) or chargeable weight (air)
 * + insurance.
 */
export function estimateFreight(
  subject: FreightSubject,
  quantity: number,
  tariffs: FreightTariffs,
): { unitPrice: number } & Record<LogisticsMode, LandedCostEstimate | null> {
  const unitPrice = subject.sku?.price ?? subject.price;
  const shipment = shipmentOf(
    {
      grossWeightKg: subject.grossWeightG / GRAMS_PER_KG,
      volumeCm3: volumeCm3({
        lengthCm: subject.lengthMm / MM_PER_CM,
        widthCm: subject.widthMm / MM_PER_CM,
        heightCm: subject.heightMm / MM_PER_CM,
      }),
    },
    quantity,
  );
  const estimateBy = (mode: LogisticsMode): LandedCostEstimate | null => {
    const tariff = tariffs[mode];
    if (!tariff) return null;
    const price = usdCents(tariff.unitCents);
    return estimateLandedCost({
      goods: usdCents(unitPrice * quantity),
      chinaFreight: usdCents(subject.chinaFreight),
      mode,
      shipment,
      // Only the price of the mode asked for is read.
      tariff: { seaPerCubicMetre: price, airPerKg: price },
      insuranceRateBasisPoints: tariff.insuranceBasisPoints,
    });
  };
  return { unitPrice, sea: estimateBy('sea'), air: estimateBy('air') };
}
