import { isOrderNo } from '../order/orderNumber';

/** The currencies the books are kept in, each in its integer minor unit (dinars, US cents). */
export const LEDGER_CURRENCIES = ['IQD', 'USD'] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

export function isLedgerCurrency(value: unknown): value is LedgerCurrency {
  return typeof value === 'string' && (LEDGER_CURRENCIES as readonly string[]).includes(value);
}

/** The ways money reaches the provider from outside (spec section 1's payment methods). */
export const RECEIPT_METHODS = ['bank_transfer', 'cash', 'zaincash', 'fib', 'card'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** Spec section 3: an order is paid in two stages (goods and China freight; the second-stage fee). */
export type PaymentStage = 1 | 2;

/** What the provider owes the buyer and the buyer may spend (credit-normal). */
export type WalletAccount = `wallet:${string}`;
/** The part of the buyer's wallet frozen for a bonus, not spendable until released (credit-normal). */
export type FrozenWalletAccount = `wallet-frozen:${string}`;
/** Money received outside the books through a method, before it is paid on (debit-normal). */
export type MethodAccount = `received:${ReceiptMethod}`;
/** What the buyer has paid toward one stage of an order (credit-normal). */
export type OrderStageAccount = `order:${string}:${PaymentStage}`;
/**
 * Where one currency is turned into the other at the rate of the moment (a clearing account, kept
 * debit-normal: its IQD side grows in credit, its USD side in debit, as buyers pay USD in dinars).
 */
export const EXCHANGE_ACCOUNT = 'exchange';
/** The bonuses the provider pays on freezes (debit-normal). */
export const FREEZE_BONUS_ACCOUNT = 'expense:freeze-bonus';
/** The negotiated refunds of VIP price changes the provider pays (debit-normal). */
export const PRICE_REFUND_ACCOUNT = 'expense:vip-price-refund';

export type LedgerAccount =
  | WalletAccount
  | FrozenWalletAccount
  | MethodAccount
  | OrderStageAccount
  | typeof EXCHANGE_ACCOUNT
  | typeof FREEZE_BONUS_ACCOUNT
  | typeof PRICE_REFUND_ACCOUNT;

/** An account name taken apart. */
export type ParsedLedgerAccount =
  | { type: 'wallet'; userId: string }
  | { type: 'wallet-frozen'; userId: string }
  | { type: 'received'; method: ReceiptMethod }
  | { type: 'order'; orderNo: string; stage: PaymentStage }
  | { type: 'exchange' }
  | { type: 'expense'; expense: 'freeze-bonus' | 'vip-price-refund' };

/** A user id as the database writes a bigint identity: a positive decimal without leading zeros. */
const USER_ID = /^[1-9]\d{0,18}$/;

function assertUserId(userId: string): void {
  if (!USER_ID.test(userId)) throw new RangeError(`not a user id: "${userId}"`);
}

export function walletAccount(userId: string): WalletAccount {
  assertUserId(userId);
  return `wallet:${userId}`;
}

export function frozenWalletAccount(userId: string): FrozenWalletAccount {
  assertUserId(userId);
  return `wallet-frozen:${userId}`;
}

export function methodAccount(method: ReceiptMethod): MethodAccount {
  if (!(RECEIPT_METHODS as readonly string[]).includes(method))
    throw new RangeError(`not a payment method: "${String(method)}"`);
  return `received:${method}`;
}

export function orderStageAccount(orderNo: string, stage: PaymentStage): OrderStageAccount {
  if (!isOrderNo(orderNo)) throw new RangeError(`not an order number: "${orderNo}"`);
  if (stage !== 1 && stage !== 2) throw new RangeError(`not a payment stage: ${String(stage)}`);
  return `order:${orderNo}:${stage}`;
}

/** Takes an account name apart; `null` for anything that is not exactly one of the names above. */
export function parseLedgerAccount(name: string): ParsedLedgerAccount | null {
  if (name === EXCHANGE_ACCOUNT) return { type: 'exchange' };
  if (name === FREEZE_BONUS_ACCOUNT) return { type: 'expense', expense: 'freeze-bonus' };
  if (name === PRICE_REFUND_ACCOUNT) return { type: 'expense', expense: 'vip-price-refund' };
  const parts = name.split(':');
  const [head, first, second] = parts;
  if (parts.length === 2 && first !== undefined && USER_ID.test(first)) {
    if (head === 'wallet') return { type: 'wallet', userId: first };
    if (head === 'wallet-frozen') return { type: 'wallet-frozen', userId: first };
  }
  if (parts.length === 2 && head === 'received' && (RECEIPT_METHODS as readonly string[]).includes(first!))
    return { type: 'received', method: first as ReceiptMethod };
  if (parts.length === 3 && head === 'order' && isOrderNo(first!) && (second === '1' || second === '2'))
    return { type: 'order', orderNo: first!, stage: second === '1' ? 1 : 2 };
  return null;
}

export function isLedgerAccount(name: unknown): name is LedgerAccount {
  return typeof name === 'string' && parseLedgerAccount(name) !== null;
}

/**
 * The side on which an account's balance grows. Entries are signed once for all accounts
 * (positive debit, negative credit, see `posting.ts`); a balance is shown on the account's normal
 * side, so a wallet holding 5,000 dinars has entries summing to -5,000 and a balance of 5,000.
 */
export function normalSide(account: LedgerAccount): 'debit' | 'credit' {
  const parsed = parseLedgerAccount(account);
  if (parsed === null) throw new RangeError(`not a ledger account: "${account}"`);
  return parsed.type === 'wallet' || parsed.type === 'wallet-frozen' || parsed.type === 'order'
    ? 'credit'
    : 'debit';
}

/** An account's balance from the sum of its entries, on its normal side. */
export function balanceFromSum(account: LedgerAccount, sumOfEntries: number): number {
  // `0 - x` rather than `-x`, so an empty credit account balances at 0 and not -0.
  return normalSide(account) === 'debit' ? sumOfEntries : 0 - sumOfEntries;
}

/** Whether the account's balance may never fall below zero: what a buyer holds (spendable or frozen). */
export function mustStayCovered(account: LedgerAccount): boolean {
  const type = parseLedgerAccount(account)?.type;
  return type === 'wallet' || type === 'wallet-frozen';
}
