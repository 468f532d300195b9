import { describe, expect, it } from 'vitest';
import { LEDGER_ERROR } from './ledgerErrors';
import { checkBalanced, samePosting, type LedgerEntry, type Posting, type PostingKind } from './posting';

const entry = (account: string, currency: string, amount: number) =>
  ({ account, currency, amount }) as LedgerEntry;

const recharge: Posting = {
  kind: 'recharge',
  entries: [entry('received:cash', 'IQD', 5_000), entry('wallet:1', 'IQD', -5_000)],
};

function refusal(posting: Posting) {
  const result = checkBalanced(posting);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.key).toBe(LEDGER_ERROR.unbalanced);
  return result.problem;
}

describe('checkBalanced', () => {
  it('accepts entries of each currency summing to zero', () => {
    expect(checkBalanced(recharge)).toEqual({ ok: true });
    expect(
      checkBalanced({
        kind: 'stage-payment',
        entries: [
          entry('wallet:1', 'IQD', 131_000),
          entry('exchange', 'IQD', -131_000),
          entry('exchange', 'USD', 10_000),
          entry('order:2611261234567890:1', 'USD', -10_000),
        ],
      }),
    ).toEqual({ ok: true });
  });

  it('refuses entries that balance overall but not in each currency', () => {
    expect(
      refusal({
        kind: 'stage-payment',
        entries: [entry('wallet:1', 'IQD', 10_000), entry('order:2611261234567890:1', 'USD', -10_000)],
      }),
    ).toBe('the IQD entries sum to 10000, not 0');
  });

  it('refuses an unbalanced posting', () => {
    expect(
      refusal({
        kind: 'recharge',
        entries: [entry('received:cash', 'IQD', 5_000), entry('wallet:1', 'IQD', -4_999)],
      }),
    ).toMatch(/sum to 1/);
  });

  it('refuses fewer than two entries', () => {
    expect(refusal({ kind: 'recharge', entries: [] })).toMatch(/two entries/);
    expect(refusal({ kind: 'recharge', entries: [entry('wallet:1', 'IQD', 0)] })).toMatch(/two entries/);
  });

  it('refuses zero, fractional, unsafe and non-numeric amounts', () => {
    for (const amount of [0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '5' as unknown as number]) {
      expect(
        refusal({
          kind: 'recharge',
          entries: [entry('received:cash', 'IQD', amount), entry('wallet:1', 'IQD', -5)],
        }),
        String(amount),
      ).toMatch(/entry 0: the amount must be a non-zero integer/);
    }
  });

  it('refuses sums that leave the safe integers', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      refusal({
        kind: 'recharge',
        entries: [
          entry('received:cash', 'IQD', big),
          entry('received:fib', 'IQD', big),
          entry('wallet:1', 'IQD', -1),
        ],
      }),
    ).toBe('the IQD entries overflow');
  });

  it('refuses unknown accounts, currencies and kinds', () => {
    expect(
      refusal({ kind: 'recharge', entries: [entry('cash', 'IQD', 5), entry('wallet:1', 'IQD', -5)] }),
    ).toMatch(/entry 0: unknown account "cash"/);
    expect(
      refusal({
        kind: 'recharge',
        entries: [entry('received:cash', 'EUR', 5), entry('wallet:1', 'EUR', -5)],
      }),
    ).toMatch(/unknown currency "EUR"/);
    expect(refusal({ ...recharge, kind: 'gift' as PostingKind })).toMatch(/unknown kind/);
  });
});

describe('samePosting', () => {
  it('compares kind and entries in any order, not the memo', () => {
    const reordered: Posting = {
      kind: 'recharge',
      entries: [...recharge.entries].reverse(),
      memo: { note: 'x' },
    };
    expect(samePosting(recharge, reordered)).toBe(true);
  });

  it('tells apart another kind, amount, account, currency or number of entries', () => {
    const [first, second] = recharge.entries as [LedgerEntry, LedgerEntry];
    const variants: Posting[] = [
      { ...recharge, kind: 'price-refund' },
      {
        kind: 'recharge',
        entries: [
          { ...first, amount: 5_001 },
          { ...second, amount: -5_001 },
        ],
      },
      { kind: 'recharge', entries: [{ ...first, account: 'received:fib' }, second] },
      {
        kind: 'recharge',
        entries: [
          { ...first, currency: 'USD' },
          { ...second, currency: 'USD' },
        ],
      },
      { kind: 'recharge', entries: [first, second, first] },
    ];
    for (const variant of variants) expect(samePosting(recharge, variant)).toBe(false);
  });

  it('matches entries on one account that differ only in amount', () => {
    const split = (a: number, b: number): Posting => ({
      kind: 'freeze-release',
      entries: [
        entry('wallet:1', 'IQD', -a),
        entry('wallet:1', 'IQD', -b),
        entry('wallet-frozen:1', 'IQD', a + b),
      ],
    });
    expect(samePosting(split(100, 5), split(5, 100))).toBe(true);
    expect(samePosting(split(100, 5), split(99, 6))).toBe(false);
  });
});
