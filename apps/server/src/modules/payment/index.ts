import { cardGatewayFromEnv } from '../card/gateway/env';
import type { CardGateway } from '../card/gateway/types';
import type { ServerArea } from '../serverArea';
import { readBankAccounts, type ProviderBankAccount } from './bankAccounts';
import { payments } from './migrations/0013_payments';
import { paymentProviders } from './migrations/0019_payment_providers';
import { registerPaymentRoutes } from './paymentRoutes';
import { providersFromEnv, type ConfiguredProviders } from './providers';

/**
 * Paying an order's stages by bank transfer (vouchers, finance's review) and in cash, and finance's
 * review queue (spec sections 1, 4, 7; issue 15 items 1, 2, 4). The payment providers
 * (`providers/`) and the wallet plug their methods into the same attempts.
 *
 * `bankAccounts` replaces the accounts of `PAYMENT_BANK_ACCOUNTS`, `providers` the ZainCash and
 * FIB clients of the environment (`providersFromEnv`, `providers/README.md`) and `publicUrl` the
 * server's public address `PAYMENT_PUBLIC_URL` and `cardGateway` the card area's gateway of the
 * environment (`MPGS_*`, card `gateway/README.md`: given, `card` is offered, paid by the card area's
 * `goPay`) (tests); read at registration.
 */
export function createPaymentArea(
  options: {
    bankAccounts?: readonly ProviderBankAccount[];
    providers?: ConfiguredProviders;
    publicUrl?: string | null;
    cardGateway?: CardGateway | null;
  } = {},
): ServerArea {
  return {
    name: 'payment',
    migrations: [payments, paymentProviders],
    register: (app, { db, clock, fetch }) =>
      registerPaymentRoutes(app, {
        db,
        clock,
        bankAccounts: options.bankAccounts ?? readBankAccounts(process.env),
        providers: options.providers ?? providersFromEnv(process.env, { fetch, clock }),
        publicUrl:
          options.publicUrl === undefined
            ? process.env.PAYMENT_PUBLIC_URL?.trim() || null
            : options.publicUrl,
        cardGateway:
          options.cardGateway === undefined
            ? cardGatewayFromEnv(process.env, { fetch })
            : options.cardGateway,
      }),
  };
}

export { settleStage, stagePaymentKey, type ApprovingEvent, type SettledStage } from './settleStage';

export const paymentArea: ServerArea = createPaymentArea();
