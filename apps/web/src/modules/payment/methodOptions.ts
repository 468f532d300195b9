import type { StagePayment } from '@tijara/api';
import { iqdDinars } from '@tijara/domain';
import type { PaymentMethodOption } from '@tijara/ui';
import type { ScreenMethod } from './paymentQuery';

/** A method of these screens as the picker shows it. */
export type ScreenMethodOption = PaymentMethodOption & { method: ScreenMethod };

/**
 * How many dinars the wallet lacks for the stage (the server's two figures: the wallet's
 * available balance and the stage's amount at the current rate), or 0 when it holds enough, or
 * when either figure is missing (no rate: the server offers no wallet then).
 */
export function walletShortfallOf(
  stagePayment: Pick<StagePayment, 'walletAvailableIqd' | 'amountIqd'>,
): number {
  const { walletAvailableIqd, amountIqd } = stagePayment;
  if (walletAvailableIqd === null || amountIqd === null) return 0;
  return Math.max(0, amountIqd - walletAvailableIqd);
}

/**
 * The picker's options for the methods offered: the wallet shows its balance, and cannot be
 * chosen when it holds less than the stage's amount (the server would refuse it; the page says
 * so before the buyer types a password).
 */
export function methodOptionsOf(
  stagePayment: StagePayment,
  methods: readonly ScreenMethod[],
): ScreenMethodOption[] {
  return methods.map((method) =>
    method === 'wallet'
      ? {
          method,
          walletBalance:
            stagePayment.walletAvailableIqd === null ? undefined : iqdDinars(stagePayment.walletAvailableIqd),
          disabledReason: walletShortfallOf(stagePayment) > 0 ? 'walletBalanceTooLow' : undefined,
        }
      : { method },
  );
}

/** The methods of `options` the buyer can choose (not disabled). */
export function choosableMethodsOf(options: readonly ScreenMethodOption[]): ScreenMethod[] {
  return options.filter((option) => option.disabledReason === undefined).map((option) => option.method);
}
