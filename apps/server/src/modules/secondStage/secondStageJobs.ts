import { ORDER_STATUS, FREE_STORAGE_DAYS, NATURAL_DAY_MS, storageDaysDue } from '@tijara/domain';
import type { JobDefinition } from '../../jobs/jobDefinition';
import { accruingOrders, chargeStorageDay, lockAccruingOrder } from './secondStageRepository';

/** How many orders one run charges before the next run takes the rest. */
const ORDERS_PER_RUN = 500;

/**
 * Spec sections 4 and 9: warehouse storage is free for 5 days from the second-stage-fee status
 * (10), then fees accrue. Every day at 00:30 Baghdad time, each order in logistics payment whose
 * free days have ended is charged its price per day for every started day since (the domain's
 * `storageDaysDue`) not charged yet, each in its own transaction under the order's row lock. A day
 * is charged once (`warehouse_storage_charge`'s key), so a re-run, a run after a restart that
 * catches up on missed days, and two server processes all charge each day once. No storage is
 * added while a payment of stage 2 stands (its amount was fixed when it was made); a rejected one
 * lets the days since be charged.
 */
export const chargeWarehouseStorage: JobDefinition = {
  name: 'secondStage.charge-warehouse-storage',
  schedule: '30 0 * * *',
  async run({ db, clock, logger }) {
    const now = clock.now();
    const freeEndedBefore = new Date(now.getTime() - FREE_STORAGE_DAYS * NATURAL_DAY_MS);
    const status = ORDER_STATUS.LOGISTICS_PAYMENT;
    let charged = 0;
    for (const order of await accruingOrders(db, status, freeEndedBefore, ORDERS_PER_RUN)) {
      const due = storageDaysDue(order.since, now);
      if (due <= order.lastDay) continue;
      charged += await db.transaction(async (tx) => {
        const locked = await lockAccruingOrder(tx, order.orderId, status);
        if (locked === null) return 0;
        let days = 0;
        for (let day = order.lastDay + 1; day <= due; day += 1) {
          if (await chargeStorageDay(tx, { orderId: order.orderId, day, amount: locked.perDay, at: now }))
            days += 1;
        }
        return days;
      });
    }
    if (charged > 0) logger.info({ days: charged }, 'warehouse storage days charged');
  },
};
