/**
 * The pure parts of the payment benchmark (`paymentBenchmarks.ts`): the multipart body of a voucher
 * upload, the order in which buyers' prepared work is sent, and what the checks after a run call a
 * problem. Kept apart so that a test can run them without a server.
 */

/** A `multipart/form-data` body with one file field named `file`, as a browser's form sends it. */
export function multipartFile(
  bytes: Uint8Array,
  fileName: string,
  contentType: string,
  boundary: string,
): { body: Buffer; contentType: string } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, Buffer.from(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Each buyer's items in turn (the first of every buyer, then the second, ...), so concurrent
 * requests are mostly different buyers', as in life; each item appears once.
 */
export function interleaveByBuyer<Item>(items: readonly Item[], buyerOf: (item: Item) => string): Item[] {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = buyerOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const longest = Math.max(0, ...[...groups.values()].map((group) => group.length));
  const interleaved: Item[] = [];
  for (let at = 0; at < longest; at += 1)
    for (const group of groups.values()) {
      const item = group[at];
      if (item !== undefined) interleaved.push(item);
    }
  return interleaved;
}

/** What the books said after a run (the queries of `paymentBenchmarks.ts`). */
export interface BooksAfterRun {
  /** Ledger transactions whose entries do not sum to zero in some currency. */
  unbalancedTransactions: number;
  /** The sum of every entry, per currency: zero in balanced books. */
  currencyTotals: { currency: string; total: string }[];
  /** Wallet accounts whose entries sum to a debit balance (a wallet below zero). */
  overdrawnWallets: number;
  /** Per buyer: the wallet's balance from its entries, what the wallet summary answered, and what it should hold. */
  wallets: { userId: string; fromEntries: number; answered: number; expected: number }[];
}

/** The ledger check: every posting balanced, the books summing to zero, wallets as their entries say. */
export function ledgerProblems(books: BooksAfterRun): string[] {
  const problems: string[] = [];
  if (books.unbalancedTransactions > 0)
    problems.push(`${books.unbalancedTransactions} ledger transactions are unbalanced`);
  for (const row of books.currencyTotals)
    if (row.total !== '0') problems.push(`the ${row.currency} entries sum to ${row.total}, not 0`);
  if (books.overdrawnWallets > 0) problems.push(`${books.overdrawnWallets} wallets are below zero`);
  for (const wallet of books.wallets) {
    if (wallet.answered !== wallet.fromEntries)
      problems.push(
        `buyer ${wallet.userId}: the wallet summary says ${wallet.answered}, its entries sum to ${wallet.fromEntries}`,
      );
    if (wallet.fromEntries !== wallet.expected)
      problems.push(
        `buyer ${wallet.userId}: the wallet holds ${wallet.fromEntries}, expected ${wallet.expected}`,
      );
  }
  return problems;
}

/**
 * The counts after the wallet run, from the answers and from the database. Requests still in flight
 * when a run's time ends are completed by the server after autocannon stops counting, so what was
 * answered is at most what was made, and that at most what was sent.
 */
export interface WalletPaymentCounts {
  /** Payment requests sent (one prepared stage each). */
  sent: number;
  /** Payments the server answered as made (2xx, state `success`). */
  answeredPaid: number;
  /** Ledger postings of stage payments (`stage-payment:<order>:<stage>`). */
  stagePostings: number;
  /** Prepared orders that moved to waiting purchase. */
  ordersPaid: number;
  /** Approved wallet attempts. */
  approvedAttempts: number;
  /** Stages with more than one approved attempt or posting. */
  stagesPaidTwice: number;
}

/** Payments made = stages paid = approved attempts, each stage once, between what was answered and sent. */
export function walletCountProblems(counts: WalletPaymentCounts): string[] {
  const problems: string[] = [];
  const made = counts.stagePostings;
  if (counts.ordersPaid !== made)
    problems.push(`${made} stage postings, ${counts.ordersPaid} orders waiting purchase`);
  if (counts.approvedAttempts !== made)
    problems.push(`${made} stage postings, ${counts.approvedAttempts} approved wallet attempts`);
  if (counts.answeredPaid > made)
    problems.push(`${counts.answeredPaid} payments answered, only ${made} made`);
  if (made > counts.sent) problems.push(`${made} payments made, only ${counts.sent} requests sent`);
  if (counts.stagesPaidTwice > 0) problems.push(`${counts.stagesPaidTwice} stages paid more than once`);
  return problems;
}

/** The counts after the voucher runs (in flight at a run's end, as for the wallet's). */
export interface TransferCounts {
  sentUploads: number;
  /** Vouchers the server answered as stored (2xx of the upload run). */
  answeredUploads: number;
  /** Vouchers stored in the database. */
  storedVouchers: number;
  sentTransfers: number;
  /** Transfers the server answered as submitted (2xx, state `processing`). */
  answeredSubmitted: number;
  /** Bank transfer attempts in the database. */
  transferAttempts: number;
  /** Vouchers attached to those attempts (one each). */
  attachedVouchers: number;
  /** Stages with more than one transfer attempt. */
  stagesSubmittedTwice: number;
  /** Orders of the transfer run that moved (a transfer waits for finance: none should). */
  ordersMoved: number;
}

/** Vouchers and transfers stored between what was answered and sent; each transfer with its voucher, once per stage. */
export function transferCountProblems(counts: TransferCounts): string[] {
  const problems: string[] = [];
  const between = (what: string, answered: number, stored: number, sent: number) => {
    if (answered > stored) problems.push(`${answered} ${what} answered, only ${stored} stored`);
    if (stored > sent) problems.push(`${stored} ${what} stored, only ${sent} sent`);
  };
  between('vouchers', counts.answeredUploads, counts.storedVouchers, counts.sentUploads);
  between('transfers', counts.answeredSubmitted, counts.transferAttempts, counts.sentTransfers);
  if (counts.attachedVouchers !== counts.transferAttempts)
    problems.push(
      `${counts.transferAttempts} transfer attempts, ${counts.attachedVouchers} vouchers attached`,
    );
  if (counts.stagesSubmittedTwice > 0)
    problems.push(`${counts.stagesSubmittedTwice} stages have more than one transfer`);
  if (counts.ordersMoved > 0) problems.push(`${counts.ordersMoved} orders moved before finance's review`);
  return problems;
}
