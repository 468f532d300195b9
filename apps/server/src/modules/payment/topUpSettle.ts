import { iqdDinars, rechargePosting } from '@tijara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { post } from '../ledger';
import { findTopUp, topUpLedgerKey, topUpReference, type StoredTopUp } from '../wallet/walletTopUpRepository';
import type { VerifiedPayment } from './providers';

/*
 * What a provider's verified word does to a wallet top-up paid through it (issue 15 item 5;
 * migration 0023): the same notices as a stage's attempt (`applyVerified`), another thing paid.
 */

/** The wallet page, where a buyer who topped up at a provider comes back to (the web's `walletRoute`). */
export const walletTopUpReturnPath = (topUpId: string) =>
  `/individualCenter/wallet?topUp=${encodeURIComponent(topUpId)}`;

export type TopUpNoticeOutcome = 'settled' | 'failed' | 'pending' | 'unchanged';

/**
 * Applies a verified provider answer to a top-up, inside the caller's transaction, under the
 * top-up's row lock (as finance's decisions): `paid` credits the wallet (one `recharge` from
 * `received:<provider>`, ledger key `wallet-top-up:<id>`) and records the decision `approved` with
 * the provider's status word; `failed`, `cancelled` or `refunded` records `failed`; `pending`
 * changes nothing. A decided top-up answers `unchanged` (a replay credits nothing more). The amount
 * and currency must be the top-up's dinars, and an echoed reference the top-up's: otherwise nothing
 * changes, the difference is logged and the answer is 422 `payment.provider.mismatch`.
 */
export async function applyVerifiedTopUp(
  tx: Queryable,
  topUpId: string,
  verified: VerifiedPayment,
  at: Date,
  log: FastifyBaseLogger,
): Promise<{ outcome: TopUpNoticeOutcome; topUp: StoredTopUp }> {
  const locked = await tx.query('SELECT id FROM wallet_top_up WHERE id = $1 FOR UPDATE', [topUpId]);
  const topUp = locked.length === 0 ? null : await findTopUp(tx, topUpId);
  if (!topUp) throw new Error(`the top-up of ${verified.provider} payment ${verified.providerRef} vanished`);
  const reference = topUpReference(topUp.id);
  const sameTopUp = verified.reference === undefined || verified.reference === reference;
  if (
    !sameTopUp ||
    topUp.method !== verified.provider ||
    verified.amount !== topUp.amountIqd ||
    verified.currency !== 'IQD'
  ) {
    log.warn(
      {
        provider: verified.provider,
        providerRef: verified.providerRef,
        topUpId: topUp.id,
        expected: { reference, amount: topUp.amountIqd, currency: 'IQD' },
        received: { reference: verified.reference, amount: verified.amount, currency: verified.currency },
        providerStatus: verified.providerStatus,
      },
      'a payment provider reported a payment that does not match its wallet top-up: nothing changed',
    );
    throw new ApiError(422, 422, 'payment.provider.mismatch');
  }
  if (topUp.status !== 'pending') {
    // Money taken for a top-up already recorded failed: nothing is credited; someone must refund it.
    if (topUp.status === 'failed' && verified.status === 'paid')
      log.error(
        { provider: verified.provider, providerRef: verified.providerRef, topUpId: topUp.id },
        'a provider reports paid a wallet top-up recorded failed: refund it at the provider',
      );
    return { outcome: 'unchanged', topUp };
  }
  if (verified.status === 'pending') return { outcome: 'pending', topUp };
  const providerStatus = (verified.providerStatus.trim() || verified.status).slice(0, 500);
  let transactionId: string | null = null;
  if (verified.status === 'paid') {
    const posting = rechargePosting({
      userId: topUp.userId,
      method: verified.provider,
      amount: iqdDinars(topUp.amountIqd),
    });
    const movement = await post(
      tx,
      { ...posting, memo: { ...posting.memo, reference } },
      topUpLedgerKey(topUp.id),
      { createdBy: null, at },
    );
    transactionId = movement.transactionId;
  }
  await tx.query(
    `INSERT INTO wallet_top_up_decision
       (top_up_id, decision, reason, note, decided_by, decided_at, ledger_transaction_id, provider_status)
     VALUES ($1, $2, NULL, '', NULL, $3, $4, $5)`,
    [
      topUp.id,
      transactionId === null ? 'failed' : 'approved',
      at.toISOString(),
      transactionId,
      providerStatus,
    ],
  );
  return {
    outcome: transactionId === null ? 'failed' : 'settled',
    topUp: (await findTopUp(tx, topUp.id)) ?? topUp,
  };
}
