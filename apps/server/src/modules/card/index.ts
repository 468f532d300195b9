import type { ServerArea } from '../serverArea';
import { registerCardRoutes } from './cardRoutes';
import { cardGatewayFromEnv, cardGatewayOriginFromEnv } from './gateway/env';
import type { CardGateway } from './gateway/types';
import { paymentCards } from './migrations/0020_payment_cards';

export { cardMessages } from './cardMessages';

/**
 * Saved cards (Visa, Mastercard) through a card gateway's hosted fields, and paying an order's stage
 * with one (issue 15 item 2 "Card"). The gateway is the environment's (`gateway/README.md`), read
 * at registration, or `gateway` (tests); none: cards are off and the calls that need it answer 503.
 * Its origin is the one the storefront's pages load the hosted fields from (`pageOrigins`, for the
 * Content-Security-Policy).
 */
export function createCardArea(options: { gateway?: CardGateway | null } = {}): ServerArea {
  return {
    name: 'card',
    migrations: [paymentCards],
    pageOrigins: () => {
      const origin =
        options.gateway === undefined
          ? cardGatewayOriginFromEnv(process.env)
          : (options.gateway?.origin ?? null);
      return origin === null ? [] : [origin];
    },
    register: (app, { db, clock, fetch }) =>
      registerCardRoutes(app, {
        db,
        clock,
        gateway: options.gateway === undefined ? cardGatewayFromEnv(process.env, { fetch }) : options.gateway,
      }),
  };
}

export const cardArea: ServerArea = createCardArea();
