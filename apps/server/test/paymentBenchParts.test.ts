import { describe, expect, it } from 'vitest';
import {
  interleaveByBuyer,
  ledgerProblems,
  multipartFile,
  transferCountProblems,
  walletCountProblems,
  type BooksAfterRun,
  type TransferCounts,
  type WalletPaymentCounts,
} from '../bench/paymentBenchParts';

/** The pure parts of the payment benchmark (`bench/paymentBenchmarks.ts`). */
describe('the payment benchmark', () => {
  it('builds a multipart body that a form parser reads back as the one file, byte for byte', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 13, 10, 45, 45]);
    const { body, contentType } = multipartFile(bytes, 'voucher.png', 'image/png', '----bench-boundary');
    expect(contentType).toBe('multipart/form-data; boundary=----bench-boundary');
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('voucher.png');
    expect((file as File).type).toBe('image/png');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(bytes);
    expect([...form.keys()]).toEqual(['file']);
  });

  it("sends each buyer's items in turn, every item once", () => {
    const items = [
      { buyer: 'a', n: 1 },
      { buyer: 'a', n: 2 },
      { buyer: 'a', n: 3 },
      { buyer: 'b', n: 4 },
      { buyer: 'c', n: 5 },
      { buyer: 'c', n: 6 },
    ];
    expect(interleaveByBuyer(items, (item) => item.buyer).map((item) => item.n)).toEqual([1, 4, 5, 2, 6, 3]);
    expect(interleaveByBuyer([], (item: { buyer: string }) => item.buyer)).toEqual([]);
  });

  describe('the ledger check', () => {
    const balanced: BooksAfterRun = {
      unbalancedTransactions: 0,
      currencyTotals: [
        { currency: 'IQD', total: '0' },
        { currency: 'USD', total: '0' },
      ],
      overdrawnWallets: 0,
      wallets: [{ userId: '7', fromEntries: 1_000, answered: 1_000, expected: 1_000 }],
    };

    it('passes balanced books whose wallets are their entries and what they should hold', () => {
      expect(ledgerProblems(balanced)).toEqual([]);
    });

    it('names each way the books can be wrong', () => {
      expect(
        ledgerProblems({
          unbalancedTransactions: 2,
          currencyTotals: [
            { currency: 'IQD', total: '-500' },
            { currency: 'USD', total: '0' },
          ],
          overdrawnWallets: 1,
          wallets: [
            { userId: '7', fromEntries: 1_000, answered: 900, expected: 1_000 },
            { userId: '8', fromEntries: 0, answered: 0, expected: 70_740 },
          ],
        }),
      ).toEqual([
        '2 ledger transactions are unbalanced',
        'the IQD entries sum to -500, not 0',
        '1 wallets are below zero',
        'buyer 7: the wallet summary says 900, its entries sum to 1000',
        'buyer 8: the wallet holds 0, expected 70740',
      ]);
    });
  });

  describe('the counts after the wallet run', () => {
    const matching: WalletPaymentCounts = {
      sent: 50,
      answeredPaid: 40,
      stagePostings: 45,
      ordersPaid: 45,
      approvedAttempts: 45,
      stagesPaidTwice: 0,
    };

    it('pass when each payment made is one posting, one paid order and one approved attempt, between what was answered and sent', () => {
      expect(walletCountProblems(matching)).toEqual([]);
      expect(walletCountProblems({ ...matching, answeredPaid: 45, sent: 45 })).toEqual([]);
    });

    it('fail on an order left unpaid, an attempt without its posting, a stage paid twice', () => {
      expect(walletCountProblems({ ...matching, ordersPaid: 44 })).toEqual([
        '45 stage postings, 44 orders waiting purchase',
      ]);
      expect(walletCountProblems({ ...matching, approvedAttempts: 46, stagesPaidTwice: 1 })).toEqual([
        '45 stage postings, 46 approved wallet attempts',
        '1 stages paid more than once',
      ]);
    });

    it('fail on a payment answered but not in the books, or more payments than requests', () => {
      expect(walletCountProblems({ ...matching, answeredPaid: 46 })).toEqual([
        '46 payments answered, only 45 made',
      ]);
      expect(walletCountProblems({ ...matching, sent: 44 })).toEqual([
        '45 payments made, only 44 requests sent',
      ]);
    });
  });

  describe('the counts after the voucher runs', () => {
    const matching: TransferCounts = {
      sentUploads: 40,
      answeredUploads: 30,
      storedVouchers: 35,
      sentTransfers: 35,
      answeredSubmitted: 30,
      transferAttempts: 32,
      attachedVouchers: 32,
      stagesSubmittedTwice: 0,
      ordersMoved: 0,
    };

    it('pass when vouchers and transfers are stored between what was answered and sent, once per stage', () => {
      expect(transferCountProblems(matching)).toEqual([]);
    });

    it('fail on a lost voucher or transfer, a transfer without its voucher, a second transfer or an order moved', () => {
      expect(
        transferCountProblems({
          ...matching,
          storedVouchers: 29,
          transferAttempts: 36,
          attachedVouchers: 35,
          stagesSubmittedTwice: 1,
          ordersMoved: 2,
        }),
      ).toEqual([
        '30 vouchers answered, only 29 stored',
        '36 transfers stored, only 35 sent',
        '36 transfer attempts, 35 vouchers attached',
        '1 stages have more than one transfer',
        "2 orders moved before finance's review",
      ]);
    });
  });
});
