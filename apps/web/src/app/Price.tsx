import { useRate } from '@tijara/api';
import { PriceDisplay, Skeleton, type PriceDisplayProps } from '@tijara/ui';
import { useCurrency } from './currency';

export type PriceProps = Omit<PriceDisplayProps, 'currency' | 'rate'>;

/**
 * A price in the buyer's currency (spec section 5 of the issue: "every price shows in the buyer's
 * chosen currency with the server's rate"). Amounts are USD cents; IQD is converted at the
 * header's rate (`getRate`). While the rate is on its way an IQD price is a placeholder; when the
 * rate cannot be had, the price shows in dollars rather than not at all.
 */
export function Price(props: PriceProps) {
  const { currency } = useCurrency();
  const { rate, isLoading } = useRate();
  if (currency === 'IQD' && rate !== undefined) return <PriceDisplay {...props} currency="IQD" rate={rate} />;
  if (currency === 'IQD' && isLoading) return <Skeleton shape="text" className={props.className} />;
  return <PriceDisplay {...props} currency="USD" />;
}
