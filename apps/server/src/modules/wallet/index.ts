import type { ServerArea } from '../serverArea';
import { wallet } from './migrations/0014_wallet';
import { releaseEndedFreezes } from './walletJobs';
import { registerWalletRoutes } from './walletRoutes';

export { releaseEndedFreezes } from './walletJobs';
export {
  activeFreezes,
  dueFreezes,
  freezeFromWallet,
  payFromWallet,
  releaseFreeze,
  walletBalances,
  type StoredFreeze,
  type WalletPaymentResult,
} from './walletRepository';

/**
 * The buyer's wallet over the ledger (issue 15 item 5; spec sections 3, 4, 9): the summary, the
 * history, freezes for a bonus and their release by a job each minute, and `payFromWallet` for the
 * payment area. Recharges are the payment area's (a reviewed transfer, cash, a provider).
 */
export const walletArea: ServerArea = {
  name: 'wallet',
  migrations: [wallet],
  jobs: [releaseEndedFreezes],
  register: (app, { db, clock }) => registerWalletRoutes(app, { db, clock }),
};
