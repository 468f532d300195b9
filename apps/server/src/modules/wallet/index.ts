import type { ServerArea } from '../serverArea';
import { readBankAccounts } from '../payment/bankAccounts';
import { wallet } from './migrations/0014_wallet';
import { walletTopUp } from './migrations/0021_wallet_top_up';
import { walletTopUpProvider } from './migrations/0023_wallet_top_up_provider';
import { releaseEndedFreezes } from './walletJobs';
import { registerWalletRoutes } from './walletRoutes';
import { registerWalletTopUpRoutes } from './walletTopUpRoutes';

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
 * payment area, and top-ups (by transfer with vouchers or cash at the store, credited when finance
 * approves; migration 0021), or through ZainCash or FIB (migration 0023: the payment area's
 * providers start and settle them, `payment/providerTopUps.ts`). Bank transfer is offered when `PAYMENT_BANK_ACCOUNTS` is set, as for
 * payments (`readBankAccounts`, read at registration).
 */
export const walletArea: ServerArea = {
  name: 'wallet',
  migrations: [wallet, walletTopUp, walletTopUpProvider],
  jobs: [releaseEndedFreezes],
  register: (app, { db, clock }) => {
    registerWalletRoutes(app, { db, clock });
    registerWalletTopUpRoutes(app, { db, clock, bankAccounts: readBankAccounts(process.env) });
  },
};
