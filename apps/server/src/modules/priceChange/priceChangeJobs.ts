import { VIP_REFUND_SCHEDULE } from '@tijara/domain';
import type { JobDefinition } from '../../jobs/jobDefinition';
import { dueRefunds, refundChange } from './priceChangeRepository';

/** How many changes one run refunds before it reads the next batch. */
const REFUNDS_PER_BATCH = 500;

/**
 * Spec section 6: "negotiated refunds go to the prepaid account, done weekly". Sundays at 04:00 in
 * Baghdad (the domain's `VIP_REFUND_SCHEDULE`), every price change not yet refunded, of an order
 * still paid and neither cancelled nor terminated, is refunded into the buyer's wallet, each in its
 * own transaction (`refundChange`: one balanced movement keyed by the change, and the refund's
 * row). The changes are rows in the database and the timetable is stored by the job runner, so a
 * run missed while the server was down happens at its next start; two processes running it at once
 * refund each change once (the refund row and the ledger key). A run takes every due change, batch
 * after batch, so nothing waits a further week.
 */
export const refundVipPriceChanges: JobDefinition = {
  name: 'priceChange.weekly-vip-refunds',
  schedule: VIP_REFUND_SCHEDULE,
  async run({ db, clock, logger }) {
    const now = clock.now();
    let refunded = 0;
    const seen = new Set<string>();
    for (;;) {
      const batch = (await dueRefunds(db, REFUNDS_PER_BATCH)).filter((due) => !seen.has(due.changeId));
      if (batch.length === 0) break;
      for (const due of batch) {
        seen.add(due.changeId);
        if (await refundChange(db, due, now)) refunded += 1;
      }
    }
    if (refunded > 0) logger.info({ refunded }, 'VIP price changes refunded to the wallets');
  },
};
