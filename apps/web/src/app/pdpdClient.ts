import { createPdpdClient, type PdpdClient, type PdpdFailure, type SessionStore } from '@tijara/api';
import type { Locale } from '@tijara/domain';

export interface StorefrontClientOptions {
  locale: Locale;
  /** Whose token goes in `Authorization: Bearer`. */
  session: Pick<SessionStore, 'getToken'>;
  /** A 401: the session has ended (spec section 7: sign out and go to /login). */
  onUnauthorized: (failure: PdpdFailure) => void;
  /** Any other failure of a call that did not ask to be silent: the 3 s toast. */
  onFailure: (failure: PdpdFailure) => void;
}

/**
 * The storefront's client of the same-origin /pdpd API, speaking the buyer's language. The language
 * is fixed for the page's life: changing it reloads the page (spec section 1).
 */
export function createStorefrontClient({
  locale,
  session,
  onUnauthorized,
  onFailure,
}: StorefrontClientOptions): PdpdClient {
  return createPdpdClient({
    getLocale: () => locale,
    getToken: () => session.getToken(),
    onUnauthorized,
    onFailure,
  });
}
