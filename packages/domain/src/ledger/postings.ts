import type { IqdDinars, UsdCents } from '../money';
import { usdToIqd, type IqdPerUsd } from '../rate';
import { freezeBonus, type FreezeDays } from '../wallet';
import {
  EXCHANGE_ACCOUNT,
  FREEZE_BONUS_ACCOUNT,
  PRICE_REFUND_ACCOUNT,
  frozenWalletAccount,
  methodAccount,
  orderStageAccount,
  walletAccount,
  type LedgerAccount,
  type LedgerCurrency,
  type PaymentStage,
  type ReceiptMethod,
} from './ledgerAccount';
import type { LedgerEntry, Posting } from './posting';

/*
 * The movements of issue 15, each built from plain inputs into a balanced posting (see the sign
 * convention in `posting.ts`: positive debits, negative credits). Amounts must be positive safe
 * integers; anything else is a programming error and throws, as the money helpers do.
 */

function assertPositive(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`${what} must be a positive integer, got ${amount}`);
}

/** One amount debited to `debit` and credited to `credit`. */
function debitCredit(
  debit: LedgerAccount,
  credit: LedgerAccount,
  currency: LedgerCurrency,
  amount: number,
): LedgerEntry[] {
  return [
    { account: debit, currency, amount },
    { account: credit, currency, amount: -amount },
  ];
}

/**
 * Dinars paid for a USD amount: `debit` is debited the dinars and `credit` credited the dollars,
 * with `exchange` taking the dinars and giving the dollars, so each currency balances on its own.
 * The dinars are `usdToIqd` at the rate of the moment (rounded to the nearest dinar, as the buyer
 * is shown).
 */
function throughExchange(debit: LedgerAccount, credit: LedgerAccount, amountUsd: UsdCents, rate: IqdPerUsd) {
  const dinars = usdToIqd(amountUsd, rate);
  assertPositive(dinars, 'the amount in dinars');
  return {
    dinars,
    entries: [
      ...debitCredit(debit, EXCHANGE_ACCOUNT, 'IQD', dinars),
      ...debitCredit(EXCHANGE_ACCOUNT, credit, 'USD', amountUsd),
    ],
  };
}

/**
 * Spec section 9: "Wallet: recharge in IQD". Money received by a method (a reviewed transfer,
 * confirmed cash, a provider's payment) is credited to the buyer's wallet.
 */
export function rechargePosting(input: {
  userId: string;
  method: ReceiptMethod;
  amount: IqdDinars;
}): Posting {
  assertPositive(input.amount, 'a recharge');
  return {
    kind: 'recharge',
    entries: debitCredit(methodAccount(input.method), walletAccount(input.userId), 'IQD', input.amount),
  };
}

/**
 * A stage of a USD order paid by a method. Paid in dollars it is two entries; paid in dinars
 * (`rate` given: issue 15, "orders in USD are recorded with the IQD rate of the moment") the
 * dinars received go through `exchange`.
 */
export function stagePaidByMethodPosting(input: {
  method: ReceiptMethod;
  orderNo: string;
  stage: PaymentStage;
  amountUsd: UsdCents;
  rate?: IqdPerUsd;
}): Posting {
  assertPositive(input.amountUsd, 'a stage amount');
  const received = methodAccount(input.method);
  const stage = orderStageAccount(input.orderNo, input.stage);
  if (input.rate === undefined)
    return { kind: 'stage-payment', entries: debitCredit(received, stage, 'USD', input.amountUsd) };
  const { dinars, entries } = throughExchange(received, stage, input.amountUsd, input.rate);
  return { kind: 'stage-payment', entries, memo: { rate: input.rate, dinars } };
}

/**
 * A stage of a USD order paid from the buyer's IQD wallet at the rate of the moment: the wallet is
 * debited the dinars, the order's stage credited the dollars, through `exchange`.
 */
export function stagePaidFromWalletPosting(input: {
  userId: string;
  orderNo: string;
  stage: PaymentStage;
  amountUsd: UsdCents;
  rate: IqdPerUsd;
}): Posting {
  assertPositive(input.amountUsd, 'a stage amount');
  const { dinars, entries } = throughExchange(
    walletAccount(input.userId),
    orderStageAccount(input.orderNo, input.stage),
    input.amountUsd,
    input.rate,
  );
  return { kind: 'stage-payment', entries, memo: { rate: input.rate, dinars } };
}

/** Spec section 9: dinars of the wallet frozen for 7 or 15 days, no longer spendable meanwhile. */
export function freezePosting(input: { userId: string; amount: IqdDinars; days: FreezeDays }): Posting {
  assertPositive(input.amount, 'a freeze');
  freezeBonus(input.amount, input.days); // refuses a length that is not offered
  return {
    kind: 'freeze',
    entries: debitCredit(walletAccount(input.userId), frozenWalletAccount(input.userId), 'IQD', input.amount),
    memo: { days: input.days },
  };
}

/**
 * The end of a freeze (spec section 4: "wallet freeze yields a bonus after the freeze period, then
 * the balance unfreezes"): the frozen dinars go back to the wallet, and the bonus (`freezeBonus`,
 * rounded down) is paid into it from the freeze-bonus expense. A bonus that rounds to nothing
 * leaves two entries.
 */
export function freezeReleasePosting(input: {
  userId: string;
  amount: IqdDinars;
  days: FreezeDays;
}): Posting {
  assertPositive(input.amount, 'a freeze');
  const bonus = freezeBonus(input.amount, input.days);
  const wallet = walletAccount(input.userId);
  return {
    kind: 'freeze-release',
    entries: [
      ...debitCredit(frozenWalletAccount(input.userId), wallet, 'IQD', input.amount),
      ...(bonus > 0 ? debitCredit(FREEZE_BONUS_ACCOUNT, wallet, 'IQD', bonus) : []),
    ],
    memo: { days: input.days, bonus },
  };
}

/**
 * Spec section 6: a negotiated refund of a VIP price change, credited to the buyer's wallet. The
 * wallet is kept in dinars (spec section 9), so with `rate` the dollars refunded are credited as
 * dinars at the rate of the moment, through `exchange`, and the buyer can spend them at once;
 * without a rate (none set yet) they are credited in dollars, which the wallet then holds as such.
 */
export function priceRefundPosting(input: {
  userId: string;
  orderNo: string;
  amountUsd: UsdCents;
  rate?: IqdPerUsd | null;
}): Posting {
  assertPositive(input.amountUsd, 'a refund');
  orderStageAccount(input.orderNo, 1); // refuses a malformed order number
  const wallet = walletAccount(input.userId);
  if (input.rate === undefined || input.rate === null) {
    return {
      kind: 'price-refund',
      entries: debitCredit(PRICE_REFUND_ACCOUNT, wallet, 'USD', input.amountUsd),
      memo: { orderNo: input.orderNo },
    };
  }
  const dinars = usdToIqd(input.amountUsd, input.rate);
  assertPositive(dinars, 'the refund in dinars');
  return {
    kind: 'price-refund',
    entries: [
      ...debitCredit(PRICE_REFUND_ACCOUNT, EXCHANGE_ACCOUNT, 'USD', input.amountUsd),
      ...debitCredit(EXCHANGE_ACCOUNT, wallet, 'IQD', dinars),
    ],
    memo: { orderNo: input.orderNo, rate: input.rate, dinars },
  };
}
