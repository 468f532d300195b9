import { useRate } from '@tijara/api';
import {
  PriceDisplay,
  Skeleton,
  type PriceCurrency,
  type PriceCurrencyProps,
  type PriceDisplayProps,
} from '@tijara/ui';
import { useCurrency } from './currency';

/**
 * The currency and rate prices show in now (issue 7, item 5: "every price shows in the buyer's
 * chosen currency with the server's rate"): IQD at the header's rate (`getRate`), or USD. While
 * the rate is on its way an IQD price has nothing to show yet: `null`. When the rate cannot be
 * had, prices show in dollars rather than not at all. `currency` overrides the buyer's choice (the
 * landed-cost estimate shows both currencies). Components that format prices themselves (the
 * product cards of `@tijara/ui`) take these props; everything else uses `Price`.
 */
export function usePriceCurrency(currency?: PriceCurrency): PriceCurrencyProps | null {
  const { currency: chosen } = useCurrency();
  const { rate, isLoading } = useRate();
  const wanted = currency ?? chosen;
  if (wanted === 'IQD' && rate !== undefined) return { currency: 'IQD', rate };
  if (wanted === 'IQD' && isLoading) return null;
  return { currency: 'USD' };
}

export type PriceProps = Omit<PriceDisplayProps, 'currency' | 'rate'> & {
  /** Shows the price in this currency whatever the buyer chose. @default the buyer's choice */
  currency?: PriceCurrency | undefined;
};

/**
 * A price in the buyer's currency (see `usePriceCurrency`). Amounts are USD cents; IQD is
 * converted at the header's rate. While the rate is on its way an IQD price is a placeholder.
 */
export function Price({ currency, ...props }: PriceProps) {
  const display = usePriceCurrency(currency);
  if (display === null) return <Skeleton shape="text" className={props.className} />;
  return <PriceDisplay {...props} {...display} />;
}
