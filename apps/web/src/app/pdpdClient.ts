import { createPdpdClient, type PdpdClient } from '@tijara/api';
import type { Locale } from '@tijara/domain';

/** The storefront's client of the same-origin /pdpd API, speaking the buyer's language. */
export function createStorefrontClient(locale: Locale): PdpdClient {
  return createPdpdClient({ getLocale: () => locale });
}
