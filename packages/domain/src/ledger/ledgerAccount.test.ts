import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_ACCOUNT,
  FREEZE_BONUS_ACCOUNT,
  PRICE_REFUND_ACCOUNT,
  RECEIPT_METHODS,
  balanceFromSum,
  frozenWalletAccount,
  isLedgerAccount,
  isLedgerCurrency,
  methodAccount,
  mustStayCovered,
  normalSide,
  orderStageAccount,
  parseLedgerAccount,
  walletAccount,
  type LedgerAccount,
  type PaymentStage,
  type ReceiptMethod,
} from './ledgerAccount';

const ORDER_NO = '2611261234567890';

describe('ledger account names', () => {
  it('builds each account name', () => {
    expect(walletAccount('42')).toBe('wallet:42');
    expect(frozenWalletAccount('42')).toBe('wallet-frozen:42');
    expect(RECEIPT_METHODS.map(methodAccount)).toEqual([
      'received:bank_transfer',
      'received:cash',
      'received:zaincash',
      'received:fib',
      'received:card',
    ]);
    expect(orderStageAccount(ORDER_NO, 1)).toBe(`order:${ORDER_NO}:1`);
    expect(orderStageAccount(ORDER_NO, 2)).toBe(`order:${ORDER_NO}:2`);
    expect([EXCHANGE_ACCOUNT, FREEZE_BONUS_ACCOUNT, PRICE_REFUND_ACCOUNT]).toEqual([
      'exchange',
      'expense:freeze-bonus',
      'expense:vip-price-refund',
    ]);
  });

  it('refuses to build a name from a malformed part', () => {
    for (const userId of ['', '0', '042', '-1', '1.5', '12a', '1'.repeat(20), 'wallet:1'])
      expect(() => walletAccount(userId), userId).toThrow(RangeError);
    expect(() => frozenWalletAccount('x')).toThrow(RangeError);
    expect(() => methodAccount('paypal' as ReceiptMethod)).toThrow(RangeError);
    expect(() => orderStageAccount('123', 1)).toThrow(RangeError);
    expect(() => orderStageAccount(ORDER_NO, 3 as PaymentStage)).toThrow(RangeError);
  });

  it('parses every name it builds back into its parts', () => {
    expect(parseLedgerAccount('wallet:42')).toEqual({ type: 'wallet', userId: '42' });
    expect(parseLedgerAccount('wallet-frozen:9007199254740993')).toEqual({
      type: 'wallet-frozen',
      userId: '9007199254740993',
    });
    expect(parseLedgerAccount('received:fib')).toEqual({ type: 'received', method: 'fib' });
    expect(parseLedgerAccount(`order:${ORDER_NO}:2`)).toEqual({ type: 'order', orderNo: ORDER_NO, stage: 2 });
    expect(parseLedgerAccount(`order:${ORDER_NO}:1`)).toEqual({ type: 'order', orderNo: ORDER_NO, stage: 1 });
    expect(parseLedgerAccount('exchange')).toEqual({ type: 'exchange' });
    expect(parseLedgerAccount('expense:freeze-bonus')).toEqual({ type: 'expense', expense: 'freeze-bonus' });
    expect(parseLedgerAccount('expense:vip-price-refund')).toEqual({
      type: 'expense',
      expense: 'vip-price-refund',
    });
  });

  it('refuses malformed names', () => {
    for (const name of [
      '',
      'wallet',
      'wallet:',
      'wallet:0',
      'wallet:01',
      'wallet:1:2',
      'wallet: 1',
      'Wallet:1',
      'wallet-frozen:abc',
      'purse:1',
      'received:',
      'received:paypal',
      'received:cash:1',
      'order:123:1',
      `order:${ORDER_NO}:3`,
      `order:${ORDER_NO}`,
      `order:${ORDER_NO}:1:1`,
      'exchange:1',
      'expense:',
      'expense:other',
      ' exchange',
    ]) {
      expect(parseLedgerAccount(name), name).toBeNull();
      expect(isLedgerAccount(name), name).toBe(false);
    }
    expect(isLedgerAccount(42)).toBe(false);
    expect(isLedgerAccount('wallet:7')).toBe(true);
  });

  it('knows the two currencies', () => {
    expect(isLedgerCurrency('IQD')).toBe(true);
    expect(isLedgerCurrency('USD')).toBe(true);
    for (const value of ['iqd', 'EUR', '', 1, null]) expect(isLedgerCurrency(value)).toBe(false);
  });
});

describe('balances on the normal side', () => {
  it('reads what the provider owes on the credit side and what it holds or spends on the debit side', () => {
    const credit: LedgerAccount[] = ['wallet:1', 'wallet-frozen:1', `order:${ORDER_NO}:1`];
    const debit: LedgerAccount[] = [
      'received:cash',
      'exchange',
      'expense:freeze-bonus',
      'expense:vip-price-refund',
    ];
    for (const account of credit) {
      expect(normalSide(account)).toBe('credit');
      expect(balanceFromSum(account, -5_000)).toBe(5_000);
    }
    for (const account of debit) {
      expect(normalSide(account)).toBe('debit');
      expect(balanceFromSum(account, 5_000)).toBe(5_000);
    }
    expect(Object.is(balanceFromSum('wallet:1', 0), 0)).toBe(true);
  });

  it('refuses an unknown account', () => {
    expect(() => normalSide('bogus' as LedgerAccount)).toThrow(RangeError);
  });

  it('keeps only what a buyer holds from going below zero', () => {
    expect(mustStayCovered('wallet:1')).toBe(true);
    expect(mustStayCovered('wallet-frozen:1')).toBe(true);
    expect(mustStayCovered('received:card')).toBe(false);
    expect(mustStayCovered('exchange')).toBe(false);
    expect(mustStayCovered(`order:${ORDER_NO}:2`)).toBe(false);
    expect(mustStayCovered('bogus' as LedgerAccount)).toBe(false);
  });
});
