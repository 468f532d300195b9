import type { JobDefinition } from '../../jobs/jobDefinition';
import { dueFreezes, releaseFreeze } from './walletRepository';

/** How many due freezes one run releases before the next run takes the rest. */
const RELEASES_PER_RUN = 500;

/**
 * Spec section 4: a freeze ends with its bonus and the balance unfrozen. Every minute (the job
 * runner's finest timetable), the freezes whose end has passed at the clock's time are released,
 * each in its own transaction (`releaseFreeze`: one balanced movement, idempotent, one release
 * per freeze). The freezes are rows in the database and the timetable is stored by the runner, so
 * a freeze that ends while the server is down is released by the first run after it starts; two
 * processes running it at once release each freeze once (the release row and the ledger key).
 */
export const releaseEndedFreezes: JobDefinition = {
  name: 'wallet.release-ended-freezes',
  schedule: '* * * * *',
  async run({ db, clock, logger }) {
    const now = clock.now();
    let released = 0;
    for (const freeze of await dueFreezes(db, now, RELEASES_PER_RUN)) {
      if (await releaseFreeze(db, freeze, now)) released += 1;
    }
    if (released > 0) logger.info({ released }, 'wallet freezes released with their bonus');
  },
};
