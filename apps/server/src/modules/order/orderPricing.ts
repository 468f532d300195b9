import type { OrderLineWire } from '@tijara/api/contract';
import {
  cartOrderProblem,
  estimateLandedCost,
  firstStageCharges,
  localizedTextIn,
  mixedBatchRuleOfMinOrder,
  PRODUCT_THUMBNAIL_PX,
  shipmentOf,
  usdCents,
  volumeCm3,
  type CartLine,
  type ErrorKey,
  type FirstStageCharges,
  type Locale,
  type LogisticsMode,
  type MixedBatchRule,
  type Shipment,
} from '@tijara/domain';
import type { FreightTariffs } from '../catalogue/freightEstimate';
import { mediaUrl } from '../catalogue/mediaUrls';
import type { ChosenLine } from './orderRepository';
import { attributesIn } from './orderViews';

/** A chosen line whose variant is still in the catalogue. */
export type AvailableLine = ChosenLine & { current: NonNullable<ChosenLine['current']> };

export const isAvailable = (line: ChosenLine): line is AvailableLine => line.current !== null;

/**
 * The chosen lines as the cart's rules see them, every one selected: the same rules (quantity,
 * mixed batch per product, minimum order, products gone) the cart's summary applies.
 */
export function orderProblemOf(lines: readonly ChosenLine[]): { key: ErrorKey; itemIds: string[] } | null {
  const domainLines: CartLine[] = lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    skuId: line.skuId,
    sellerId: line.productId,
    quantity: line.quantity,
    unitPrice: usdCents(line.current?.price ?? 0),
    stock: line.current?.stock ?? 0,
    maxQuantity: line.current?.maxOrder ?? undefined,
    selected: true,
    createdAt: new Date(0),
    available: line.current !== null,
  }));
  const rules: Record<string, MixedBatchRule> = {};
  for (const line of lines) {
    const rule = line.current ? mixedBatchRuleOfMinOrder(line.current.minOrder) : undefined;
    if (rule) rules[line.productId] = rule;
  }
  return cartOrderProblem(domainLines, rules);
}

/** The first-stage charges of the lines at their current catalogue prices (never the request's). */
export function chargesOf(lines: readonly AvailableLine[]): FirstStageCharges {
  return firstStageCharges(
    lines.map((line) => ({
      productId: line.productId,
      unitPrice: usdCents(line.current.price),
      quantity: line.quantity,
      chinaFreight: usdCents(line.current.chinaFreight),
    })),
  );
}

const MM_PER_CM = 10;
const GRAMS_PER_KG = 1000;

/** The lines packed together: weights and volumes add up (as the product page packs one line). */
function shipmentOfLines(lines: readonly AvailableLine[]): Shipment {
  return lines
    .map((line) =>
      shipmentOf(
        {
          grossWeightKg: line.current.grossWeightG / GRAMS_PER_KG,
          volumeCm3: volumeCm3({
            lengthCm: line.current.lengthMm / MM_PER_CM,
            widthCm: line.current.widthMm / MM_PER_CM,
            heightCm: line.current.heightMm / MM_PER_CM,
          }),
        },
        line.quantity,
      ),
    )
    .reduce(
      (total, shipment) => ({
        grossWeightKg: total.grossWeightKg + shipment.grossWeightKg,
        volumeCm3: total.volumeCm3 + shipment.volumeCm3,
      }),
      { grossWeightKg: 0, volumeCm3: 0 },
    );
}

export type SecondStageEstimates = Record<LogisticsMode, { freight: number; insurance: number } | null>;

/**
 * The second-stage costs by each mode with a tariff, with the domain's landed-cost rule on the
 * order's goods and packed lines, priced as the product page prices (`freightEstimate.ts`).
 */
export function estimatesOf(
  lines: readonly AvailableLine[],
  charges: FirstStageCharges,
  tariffs: FreightTariffs,
): SecondStageEstimates {
  const shipment = shipmentOfLines(lines);
  const by = (mode: LogisticsMode) => {
    const tariff = tariffs[mode];
    if (!tariff || lines.length === 0) return null;
    const price = usdCents(tariff.unitCents);
    const estimate = estimateLandedCost({
      goods: charges.goodsPrice,
      chinaFreight: charges.chinaFreight,
      mode,
      shipment,
      tariff: { seaPerCubicMetre: price, airPerKg: price },
      insuranceRateBasisPoints: tariff.insuranceBasisPoints,
    });
    return { freight: estimate.internationalFreight, insurance: estimate.insurance };
  };
  return { sea: by('sea'), air: by('air') };
}

/**
 * The picture an order line keeps: the card-sized picture (the media key `thumbnailUrl` serves) of
 * the variant's swatch or the product's first picture, as the cart shows it.
 */
export function pictureKeyOf(line: ChosenLine): string | null {
  const base = line.current?.imageBase ?? null;
  return base === null ? null : `${base}/${PRODUCT_THUMBNAIL_PX}.webp`;
}

/** A chosen line for the confirm screen, at its current price. */
export function chosenLineWire(line: ChosenLine, locale: Locale): OrderLineWire {
  const current = line.current;
  const picture = pictureKeyOf(line);
  return {
    id: line.id,
    productId: line.productId,
    skuId: line.skuId,
    platformType: current?.platformType ?? null,
    name: localizedTextIn(current?.name ?? line.addedName, locale),
    attributes: attributesIn(current?.attributes ?? [], locale),
    imageUrl: picture === null ? null : mediaUrl(picture),
    unitPrice: current?.price ?? 0,
    quantity: line.quantity,
    lineTotal: current ? current.price * line.quantity : 0,
  };
}
