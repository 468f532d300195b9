import { describe, expect, it } from 'vitest';
import { iqdDinars, usdCents } from '../money';
import { parseIqdPerUsd, type IqdPerUsd } from '../rate';
import type { FreezeDays } from '../wallet';
import { checkBalanced, type Posting } from './posting';
import {
  freezePosting,
  freezeReleasePosting,
  priceRefundPosting,
  rechargePosting,
  stagePaidByMethodPosting,
  stagePaidFromWalletPosting,
} from './postings';

const ORDER_NO = '2611261234567890';
const RATE = parseIqdPerUsd(1310) as IqdPerUsd;

function expectBalanced(posting: Posting) {
  expect(checkBalanced(posting)).toEqual({ ok: true });
  return posting;
}

describe('the postings of issue 15', () => {
  it('recharge: the method received is debited, the wallet credited', () => {
    expect(
      expectBalanced(rechargePosting({ userId: '7', method: 'bank_transfer', amount: iqdDinars(250_000) })),
    ).toEqual({
      kind: 'recharge',
      entries: [
        { account: 'received:bank_transfer', currency: 'IQD', amount: 250_000 },
        { account: 'wallet:7', currency: 'IQD', amount: -250_000 },
      ],
    });
  });

  it('a stage paid in dollars by a method: two USD entries', () => {
    expect(
      expectBalanced(
        stagePaidByMethodPosting({
          method: 'card',
          orderNo: ORDER_NO,
          stage: 1,
          amountUsd: usdCents(12_345),
        }),
      ),
    ).toEqual({
      kind: 'stage-payment',
      entries: [
        { account: 'received:card', currency: 'USD', amount: 12_345 },
        { account: `order:${ORDER_NO}:1`, currency: 'USD', amount: -12_345 },
      ],
    });
  });

  it('a stage paid in dinars by a method goes through exchange at the rate, rounded to the dinar', () => {
    // $123.45 at 1,310 IQD a dollar is 161,719.5 dinars: 161,720 (usdToIqd rounds to the nearest).
    expect(
      expectBalanced(
        stagePaidByMethodPosting({
          method: 'cash',
          orderNo: ORDER_NO,
          stage: 2,
          amountUsd: usdCents(12_345),
          rate: RATE,
        }),
      ),
    ).toEqual({
      kind: 'stage-payment',
      entries: [
        { account: 'received:cash', currency: 'IQD', amount: 161_720 },
        { account: 'exchange', currency: 'IQD', amount: -161_720 },
        { account: 'exchange', currency: 'USD', amount: 12_345 },
        { account: `order:${ORDER_NO}:2`, currency: 'USD', amount: -12_345 },
      ],
      memo: { rate: 1310, dinars: 161_720 },
    });
  });

  it('a stage paid from the IQD wallet: four entries through exchange', () => {
    expect(
      expectBalanced(
        stagePaidFromWalletPosting({
          userId: '7',
          orderNo: ORDER_NO,
          stage: 1,
          amountUsd: usdCents(10_000),
          rate: RATE,
        }),
      ),
    ).toEqual({
      kind: 'stage-payment',
      entries: [
        { account: 'wallet:7', currency: 'IQD', amount: 131_000 },
        { account: 'exchange', currency: 'IQD', amount: -131_000 },
        { account: 'exchange', currency: 'USD', amount: 10_000 },
        { account: `order:${ORDER_NO}:1`, currency: 'USD', amount: -10_000 },
      ],
      memo: { rate: 1310, dinars: 131_000 },
    });
  });

  it('refuses a stage whose dinars round to nothing', () => {
    const tiny = parseIqdPerUsd(0.01) as IqdPerUsd;
    expect(() =>
      stagePaidFromWalletPosting({
        userId: '7',
        orderNo: ORDER_NO,
        stage: 1,
        amountUsd: usdCents(1),
        rate: tiny,
      }),
    ).toThrow(/dinars must be a positive integer/);
  });

  it('freeze: the wallet is debited, the frozen wallet credited', () => {
    expect(expectBalanced(freezePosting({ userId: '7', amount: iqdDinars(1_000_000), days: 15 }))).toEqual({
      kind: 'freeze',
      entries: [
        { account: 'wallet:7', currency: 'IQD', amount: 1_000_000 },
        { account: 'wallet-frozen:7', currency: 'IQD', amount: -1_000_000 },
      ],
      memo: { days: 15 },
    });
    expect(() => freezePosting({ userId: '7', amount: iqdDinars(1_000), days: 10 as FreezeDays })).toThrow(
      RangeError,
    );
  });

  it('freeze release: the frozen dinars back and the bonus from its expense, both into the wallet', () => {
    expect(
      expectBalanced(freezeReleasePosting({ userId: '7', amount: iqdDinars(1_000_000), days: 7 })),
    ).toEqual({
      kind: 'freeze-release',
      entries: [
        { account: 'wallet-frozen:7', currency: 'IQD', amount: 1_000_000 },
        { account: 'wallet:7', currency: 'IQD', amount: -1_000_000 },
        { account: 'expense:freeze-bonus', currency: 'IQD', amount: 5_000 },
        { account: 'wallet:7', currency: 'IQD', amount: -5_000 },
      ],
      memo: { days: 7, bonus: 5_000 },
    });
  });

  it('freeze release of an amount whose bonus rounds to nothing: two entries', () => {
    const release = expectBalanced(freezeReleasePosting({ userId: '7', amount: iqdDinars(199), days: 7 }));
    expect(release.entries).toHaveLength(2);
    expect(release.memo).toEqual({ days: 7, bonus: 0 });
  });

  it('VIP price refund: the expense is debited the dollars, the wallet credited dinars at the rate of the moment', () => {
    expect(
      expectBalanced(
        priceRefundPosting({
          userId: '7',
          orderNo: ORDER_NO,
          amountUsd: usdCents(2_500),
          rate: parseIqdPerUsd(1310),
        }),
      ),
    ).toEqual({
      kind: 'price-refund',
      entries: [
        { account: 'expense:vip-price-refund', currency: 'USD', amount: 2_500 },
        { account: 'exchange', currency: 'USD', amount: -2_500 },
        { account: 'exchange', currency: 'IQD', amount: 32_750 },
        { account: 'wallet:7', currency: 'IQD', amount: -32_750 },
      ],
      memo: { orderNo: ORDER_NO, rate: 1310, dinars: 32_750 },
    });
  });

  it('VIP price refund without a rate: the wallet holds the dollars', () => {
    expect(
      expectBalanced(priceRefundPosting({ userId: '7', orderNo: ORDER_NO, amountUsd: usdCents(2_500) })),
    ).toEqual({
      kind: 'price-refund',
      entries: [
        { account: 'expense:vip-price-refund', currency: 'USD', amount: 2_500 },
        { account: 'wallet:7', currency: 'USD', amount: -2_500 },
      ],
      memo: { orderNo: ORDER_NO },
    });
    expect(() => priceRefundPosting({ userId: '7', orderNo: '1', amountUsd: usdCents(1) })).toThrow(
      RangeError,
    );
  });

  it('refuses amounts that are not positive integers and malformed parties', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(() => rechargePosting({ userId: '7', method: 'cash', amount: amount as never })).toThrow(
        RangeError,
      );
      expect(() => freezePosting({ userId: '7', amount: amount as never, days: 7 })).toThrow(RangeError);
      expect(() => freezeReleasePosting({ userId: '7', amount: amount as never, days: 7 })).toThrow(
        RangeError,
      );
      expect(() =>
        priceRefundPosting({ userId: '7', orderNo: ORDER_NO, amountUsd: amount as never }),
      ).toThrow(RangeError);
      expect(() =>
        stagePaidByMethodPosting({ method: 'fib', orderNo: ORDER_NO, stage: 1, amountUsd: amount as never }),
      ).toThrow(RangeError);
      expect(() =>
        stagePaidFromWalletPosting({
          userId: '7',
          orderNo: ORDER_NO,
          stage: 1,
          amountUsd: amount as never,
          rate: RATE,
        }),
      ).toThrow(RangeError);
    }
    expect(() => rechargePosting({ userId: 'x', method: 'cash', amount: iqdDinars(1) })).toThrow(RangeError);
    expect(() =>
      stagePaidByMethodPosting({ method: 'fib', orderNo: 'nope', stage: 1, amountUsd: usdCents(1) }),
    ).toThrow(RangeError);
  });

  it('every builder balances for many amounts and rates', () => {
    for (let index = 1; index < 500; index += 1) {
      const amount = index * 7_919;
      const rate = parseIqdPerUsd(1_000 + index * 1.37) as IqdPerUsd;
      const days: FreezeDays = index % 2 === 0 ? 7 : 15;
      for (const posting of [
        rechargePosting({ userId: String(index), method: 'zaincash', amount: iqdDinars(amount) }),
        stagePaidByMethodPosting({
          method: 'fib',
          orderNo: ORDER_NO,
          stage: 2,
          amountUsd: usdCents(amount),
          rate,
        }),
        stagePaidFromWalletPosting({
          userId: String(index),
          orderNo: ORDER_NO,
          stage: 1,
          amountUsd: usdCents(amount),
          rate,
        }),
        freezePosting({ userId: String(index), amount: iqdDinars(amount), days }),
        freezeReleasePosting({ userId: String(index), amount: iqdDinars(amount), days }),
        priceRefundPosting({ userId: String(index), orderNo: ORDER_NO, amountUsd: usdCents(amount), rate }),
        priceRefundPosting({ userId: String(index), orderNo: ORDER_NO, amountUsd: usdCents(amount) }),
      ])
        expectBalanced(posting);
    }
  });
});
