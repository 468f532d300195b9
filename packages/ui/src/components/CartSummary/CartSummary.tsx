import { MINIMUM_ORDER, type DomainMessageKey, type UsdCents } from '@tijara/domain';
import { useId } from 'react';
import { useDomainMessages, useMessages } from '../../provider';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PriceDisplay, type PriceCurrencyProps } from '../PriceDisplay';
import { StickyActionBar, type StickyActionBarMode } from '../StickyActionBar';
import * as styles from './CartSummary.css';
import { cartSummaryMessages } from './CartSummary.messages';

/** The "select all" box of the summary, when the caller shows it there. */
export interface CartSelectAll {
  /** Every line that can be ordered is chosen. */
  isSelected: boolean;
  /** Some lines, not all, are chosen: the box shows a dash. */
  isIndeterminate: boolean;
  onChange: (isSelected: boolean) => void;
}

export type CartSummaryProps = PriceCurrencyProps & {
  /** How many lines are chosen for the order. */
  selectedCount: number;
  /** The goods total of the chosen lines, in USD cents, as the server computed it. */
  total: UsdCents;
  /** Called when the buyer confirms the chosen lines. */
  onConfirm: () => void;
  /**
   * Another reason the selection cannot be ordered, from `orderProblem` or the server
   * (`cart.mixedBatch.notMet`); the empty selection and the minimum order are checked here.
   */
  problem?: DomainMessageKey | null | undefined;
  /** "Select all" in the bar. */
  selectAll?: CartSelectAll | undefined;
  /** The confirm call is under way. @default false */
  isPending?: boolean | undefined;
  /** Where the bar stays (see `StickyActionBar`). @default 'phone' */
  sticky?: StickyActionBarMode | undefined;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
};

/**
 * The cart's total and its "Confirm order" action, in a `StickyActionBar`: fixed at the bottom of
 * a phone, in the page's flow from the tablet up (or fixed everywhere with `sticky="always"`).
 * It shows how many lines are chosen and their goods total in the buyer's currency, and, when the
 * selection cannot be ordered, the domain's message: nothing chosen (`cart.empty`), below the
 * minimum order (`cart.belowMinimumOrder`, spec sections 5 and 9), or the caller's `problem`;
 * the action is then disabled and described by that message.
 */
export function CartSummary({
  selectedCount,
  total,
  onConfirm,
  problem,
  selectAll,
  isPending = false,
  sticky = 'phone',
  currency,
  rate,
  className,
}: CartSummaryProps) {
  const t = useMessages(cartSummaryMessages);
  const tDomain = useDomainMessages();
  const problemId = useId();
  const blocking: DomainMessageKey | null =
    selectedCount === 0 ? 'cart.empty' : total < MINIMUM_ORDER ? 'cart.belowMinimumOrder' : (problem ?? null);

  return (
    <StickyActionBar
      aria-label={t('label')}
      sticky={sticky}
      className={className}
      summary={
        <div className={styles.summary}>
          {selectAll ? (
            <Checkbox
              className={styles.selectAll}
              isSelected={selectAll.isSelected}
              isIndeterminate={selectAll.isIndeterminate}
              onChange={selectAll.onChange}
            >
              {t('selectAll')}
            </Checkbox>
          ) : null}
          <div className={styles.totals}>
            <span className={styles.totalLabel}>{t('total')}</span>
            <PriceDisplay price={total} currency={currency} rate={rate} />
            <span className={styles.count}>{t('selected', { count: selectedCount })}</span>
          </div>
          {blocking ? (
            <p id={problemId} className={styles.problem} aria-live="polite">
              {tDomain(blocking)}
            </p>
          ) : (
            <p id={problemId} className={styles.problem} aria-live="polite" />
          )}
        </div>
      }
    >
      <Button
        className={styles.confirm}
        isDisabled={blocking !== null}
        isLoading={isPending}
        aria-describedby={blocking ? problemId : undefined}
        onPress={onConfirm}
      >
        {t('confirm')}
      </Button>
    </StickyActionBar>
  );
}
