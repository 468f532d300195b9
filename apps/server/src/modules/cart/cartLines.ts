import type { CartLineWire, CartSummaryWire } from '@tijara/api/contract';
import {
  cartLineChanges,
  cartLineProblem,
  cartOrderProblem,
  lineTotal,
  localizedTextIn,
  maxOrderableQuantity,
  MINIMUM_ORDER,
  mixedBatchRuleOfMinOrder,
  selectedTotal,
  usdCents,
  type CartLine,
  type Locale,
  type MixedBatchRule,
} from '@tijara/domain';
import { thumbnailUrl } from '../catalogue/mediaUrls';
import type { StoredCartLine } from './cartRepository';

/**
 * A stored line as the domain's cart line. The mixed-batch rule of this catalogue is a product's
 * minimum order reached by its variants together, so a line's seller is its product.
 */
function domainLine(line: StoredCartLine): CartLine {
  const current = line.current;
  return {
    id: line.id,
    productId: line.productId,
    skuId: line.skuId,
    sellerId: line.productId,
    quantity: line.quantity,
    unitPrice: usdCents(current?.price ?? 0),
    stock: current?.stock ?? 0,
    maxQuantity: current?.maxOrder ?? undefined,
    selected: line.selected,
    createdAt: line.createdAt,
    available: current !== null,
  };
}

/** One line as the cart calls answer it: current prices, what changed, and its problem. */
export function cartLineWire(line: StoredCartLine, locale: Locale): CartLineWire {
  const current = line.current;
  const domain = domainLine(line);
  const text = (value: Parameters<typeof localizedTextIn>[0]) => localizedTextIn(value, locale);
  const swatch = current?.attributes.find((attribute) => attribute.imageKey)?.imageKey ?? null;
  const imageKey = swatch ?? current?.imageKey ?? null;
  const changes = current
    ? cartLineChanges(
        { unitPrice: usdCents(line.addedPrice), stock: line.addedStock },
        { unitPrice: usdCents(current.price), stock: current.stock },
      )
    : { priceChanged: false, stockChanged: false };
  return {
    id: line.id,
    productId: line.productId,
    skuId: line.skuId,
    platformType: current?.platformType ?? null,
    name: text(current?.name ?? line.addedName),
    imageUrl: imageKey === null ? null : thumbnailUrl(imageKey),
    attributes: (current?.attributes ?? []).map((attribute) => ({
      name: text(attribute.name),
      value: text(attribute.value),
    })),
    quantity: line.quantity,
    selected: line.selected,
    available: current !== null,
    unitPrice: current?.price ?? null,
    addedUnitPrice: line.addedPrice,
    ...changes,
    stock: current?.stock ?? 0,
    addedStock: line.addedStock,
    maxQuantity: current
      ? maxOrderableQuantity({ stock: current.stock, maxQuantity: domain.maxQuantity })
      : 0,
    minOrder: current?.minOrder ?? 1,
    lineTotal: current ? lineTotal(domain) : 0,
    problem: cartLineProblem(domain),
    createdAt: line.createdAt.toISOString(),
  };
}

/** The whole cart's figures and whether its selection can be ordered (spec sections 5 and 9). */
export function cartSummary(lines: readonly StoredCartLine[]): CartSummaryWire {
  const domainLines = lines.map(domainLine);
  const rules: Record<string, MixedBatchRule> = {};
  for (const line of lines) {
    const rule = line.current ? mixedBatchRuleOfMinOrder(line.current.minOrder) : undefined;
    if (rule) rules[line.productId] = rule;
  }
  const selected = domainLines.filter((line) => line.selected);
  return {
    lineCount: lines.length,
    selectedCount: selected.length,
    selectedQuantity: selected.reduce((total, line) => total + line.quantity, 0),
    selectedTotal: selectedTotal({ items: domainLines.filter((line) => line.available) }),
    minimumOrder: MINIMUM_ORDER,
    orderProblem: cartOrderProblem(domainLines, rules),
  };
}
