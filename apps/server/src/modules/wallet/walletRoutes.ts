import {
  freezeWallet,
  getWalletHistory,
  getWalletSummary,
  WALLET_HISTORY_PAGE_SIZE_DEFAULT,
  type WalletFreezeWire,
  type WalletMovementWire,
} from '@tijara/api/contract';
import { iqdDinars, iqdInUsdCents, walletAccount } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/registerEndpoint';
import { verifyPaymentPassword } from '../account/paymentPassword';
import { history } from '../ledger';
import type { LedgerMovement } from '../ledger/ledgerRepository';
import { currentRate } from '../rate/rateRepository';
import { activeFreezes, freezeFromWallet, walletBalances, type StoredFreeze } from './walletRepository';

export interface WalletDependencies {
  db: Database;
  clock: Clock;
}

function freezeWire(freeze: StoredFreeze): WalletFreezeWire {
  return {
    id: freeze.id,
    amountIqd: freeze.amountIqd,
    days: freeze.days,
    bonusIqd: freeze.bonusIqd,
    startedAt: freeze.startedAt.toISOString(),
    endsAt: freeze.endsAt.toISOString(),
  };
}

function movementWire(movement: LedgerMovement): WalletMovementWire {
  const reference = movement.memo.reference;
  return {
    id: movement.transactionId,
    kind: movement.kind,
    currency: movement.currency,
    amount: Math.abs(movement.amount),
    direction: movement.amount > 0 ? 'in' : 'out',
    createdAt: movement.createdAt.toISOString(),
    reference: typeof reference === 'string' ? reference : null,
  };
}

/** The wallet calls (`walletCalls.ts` in the contract), each on the caller's own wallet. */
export function registerWalletRoutes(app: FastifyInstance, { db, clock }: WalletDependencies): void {
  registerEndpoint(app, getWalletSummary, async (_input, { user }) => {
    const [balances, freezes, rate] = await Promise.all([
      walletBalances(db, user.id),
      activeFreezes(db, user.id),
      currentRate(db),
    ]);
    return {
      ...balances,
      availableInUsdCents: rate === null ? null : iqdInUsdCents(iqdDinars(balances.availableIqd), rate),
      iqdPerUsd: rate,
      freezes: freezes.map(freezeWire),
    };
  });

  registerEndpoint(app, getWalletHistory, async (input, { user }) => {
    const pageNum = input.pageNum ?? 1;
    const pageSize = input.pageSize ?? WALLET_HISTORY_PAGE_SIZE_DEFAULT;
    const { total, movements } = await history(db, walletAccount(user.id), { page: pageNum, pageSize });
    return { records: movements.map(movementWire), total, pageNum, pageSize };
  });

  registerEndpoint(app, freezeWallet, async (input, { user }) => {
    await verifyPaymentPassword(db, user.id, input.paymentPassword, clock.now());
    const freeze = await freezeFromWallet(db, {
      userId: user.id,
      requestId: input.requestId,
      amountIqd: iqdDinars(input.amountIqd),
      days: input.days,
      now: clock.now(),
    });
    const { availableIqd } = await walletBalances(db, user.id);
    return { freeze: freezeWire(freeze), availableIqd };
  });
}
