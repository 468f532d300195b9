// The /pdpd wire contract. No React here: the server imports this module.
export * from './envelope';
export * from './endpoint';
export * from './ids';
export * from './loadSchemas';
export * from './business';
export * from './account';
export * from './address';
export * from './catalogue';
export * from './inquiry';
export * from './staff';
export * from './agent';
export * from './cart';
export * from './order';
export * from './payment';
export * from './wallet';
export * from './card';
export * from './priceChange';

import { accountEndpoints } from './account';
import { addressEndpoints } from './address';
import { agentEndpoints } from './agent';
import { businessEndpoints } from './business';
import { cardEndpoints } from './card';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import type { Endpoint } from './endpoint';
import { inquiryEndpoints } from './inquiry';
import { orderEndpoints } from './order';
import { paymentEndpoints } from './payment';
import { priceChangeEndpoints } from './priceChange';
import { staffEndpoints } from './staff';
import { walletEndpoints } from './wallet';

/**
 * Every endpoint of the contract, for the server's router and for tooling: each area folder lists
 * its own calls, so a new area adds one line here (`index.test.ts` finds a call left out).
 */
export const endpoints: readonly Endpoint[] = [
  ...businessEndpoints,
  ...accountEndpoints,
  ...addressEndpoints,
  ...catalogueEndpoints,
  ...inquiryEndpoints,
  ...staffEndpoints,
  ...agentEndpoints,
  ...cartEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...walletEndpoints,
  ...cardEndpoints,
  ...priceChangeEndpoints,
];
