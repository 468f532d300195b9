import { shareOf, type UsdCents } from '../money';

/**
 * Spec section 3: insurance is a percentage of the goods value. The percentage is the provider's
 * setting, in basis points (1 % = 100). Rounded up to the cent: an estimate must not understate a
 * fee the buyer will pay.
 */
export function insuranceFee(goods: UsdCents, rateBasisPoints: number): UsdCents {
  return shareOf(goods, rateBasisPoints, 'up');
}
