import type { ServerArea } from '../serverArea';
import { readBankAccounts, type ProviderBankAccount } from './bankAccounts';
import { payments } from './migrations/0013_payments';
import { registerPaymentRoutes } from './paymentRoutes';

/**
 * Paying an order's stages by bank transfer (vouchers, finance's review) and in cash, and finance's
 * review queue (spec sections 1, 4, 7; issue 15 items 1, 2, 4). The payment providers
 * (`providers/`) and the wallet plug their methods into the same attempts.
 *
 * `bankAccounts` replaces the accounts of `PAYMENT_BANK_ACCOUNTS` (tests); read at registration.
 */
export function createPaymentArea(
  options: { bankAccounts?: readonly ProviderBankAccount[] } = {},
): ServerArea {
  return {
    name: 'payment',
    migrations: [payments],
    register: (app, { db, clock }) =>
      registerPaymentRoutes(app, {
        db,
        clock,
        bankAccounts: options.bankAccounts ?? readBankAccounts(process.env),
      }),
  };
}

export const paymentArea: ServerArea = createPaymentArea();
