import {
  approveWalletTopUp,
  createWalletTopUp,
  getWalletTopUpBankAccounts,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  type StaffWalletTopUpWire,
  type WalletTopUpWire,
} from '@tijara/api/contract';
import { WALLET_ERROR, walletTopUpVoucherProblem } from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ProviderBankAccount } from '../payment/bankAccounts';
import { createTopUp, decideTopUp, pendingTopUps, topUpsOf, type StoredTopUp } from './walletTopUpRepository';

export interface WalletTopUpDependencies {
  db: Database;
  clock: Clock;
  /** The provider's accounts a transfer goes to (`readBankAccounts`); none: transfer is not offered. */
  bankAccounts: readonly ProviderBankAccount[];
}

/** A top-up as its buyer sees it (`walletTopUpSchema`). */
export function topUpWire(topUp: StoredTopUp): WalletTopUpWire {
  return {
    id: topUp.id,
    method: topUp.method,
    amountIqd: topUp.amountIqd,
    status: topUp.status,
    voucherIds: topUp.voucherIds,
    createdAt: topUp.createdAt.toISOString(),
    decidedAt: topUp.decidedAt?.toISOString() ?? null,
    rejectReason: topUp.rejectReason,
    note: topUp.note,
  };
}

function staffTopUpWire(topUp: StoredTopUp): StaffWalletTopUpWire {
  const { method } = topUp;
  // Finance's queue and decisions hold only these (`pendingTopUps`, `decideTopUp`).
  if (method !== 'bank_transfer' && method !== 'cash')
    throw new Error(`top-up ${topUp.id} is paid through ${method}, not reviewed by finance`);
  return { ...topUpWire(topUp), method, buyer: topUp.buyer, decidedBy: topUp.decidedBy };
}

/** Topping up the wallet (`walletCalls.ts` in the contract): the buyer's three calls and finance's three. */
export function registerWalletTopUpRoutes(
  app: FastifyInstance,
  { db, clock, bankAccounts }: WalletTopUpDependencies,
): void {
  registerEndpoint(app, getWalletTopUpBankAccounts, () =>
    Promise.resolve({ bankAccounts: [...bankAccounts] }),
  );

  registerEndpoint(app, createWalletTopUp, async (input, { user }) => {
    const voucherIds = input.voucherIds ?? [];
    const problem = walletTopUpVoucherProblem(input.method, voucherIds.length);
    if (problem !== null) throw new ApiError(400, 400, problem);
    if (input.method === 'bank_transfer' && bankAccounts.length === 0)
      throw new ApiError(422, 422, WALLET_ERROR.topUpMethodUnavailable);
    const topUp = await createTopUp(db, {
      userId: user.id,
      requestId: input.requestId,
      method: input.method,
      amountIqd: input.amountIqd,
      voucherIds,
      now: clock.now(),
    });
    return topUpWire(topUp);
  });

  registerEndpoint(app, listWalletTopUps, async (_input, { user }) => ({
    records: (await topUpsOf(db, user.id)).map(topUpWire),
  }));

  registerEndpoint(app, listStaffWalletTopUps, async () => (await pendingTopUps(db)).map(staffTopUpWire));

  registerEndpoint(app, approveWalletTopUp, async ({ topUpId }, { user }) =>
    staffTopUpWire(
      await decideTopUp(db, {
        topUpId,
        decision: 'approved',
        reason: null,
        actorId: user.id,
        now: clock.now(),
      }),
    ),
  );

  registerEndpoint(app, rejectWalletTopUp, async ({ topUpId, reason, note }, { user }) =>
    staffTopUpWire(
      await decideTopUp(db, {
        topUpId,
        decision: 'rejected',
        reason,
        note,
        actorId: user.id,
        now: clock.now(),
      }),
    ),
  );
}
