import { ACCOUNT_ERROR_KEYS } from '../account/errorKeys';
import { ADDRESS_ERROR_KEYS } from '../address/errorKeys';
import { AGENT_ERROR_KEYS } from '../agent/errorKeys';
import { CART_ERROR } from '../cart/cartRule';
import { ORDER_QUANTITY_ERROR } from '../catalogue/orderQuantity';
import { CATALOGUE_MESSAGE_KEYS, type MessageKey } from '../errors/catalogue';
import { FAVORITES_ERROR_KEYS } from '../favorites/errorKeys';
import { INQUIRY_ERROR_KEYS } from '../inquiry/errorKeys';
import { LEDGER_ERROR_KEYS } from '../ledger/ledgerErrors';
import { ORDER_ERROR_KEYS } from '../order/orderErrorKeys';
import { SEARCH_SYNONYM_ERROR_KEYS } from '../search/searchSynonymRule';
import { PAYMENT_ERROR_KEYS } from '../payment/paymentErrorKeys';
import { UPLOAD_ERROR_KEYS } from '../upload/errorKeys';
import { WALLET_ERROR_KEYS } from '../wallet/walletErrors';

/**
 * Every key the domain can hand a layer to show: the codes and outcomes of spec section 8
 * (`error.*`, `http.*`, `notice.*`) and every schema's error keys. The message catalogue
 * (`DOMAIN_MESSAGES`) words each of them once per locale.
 */
export const DOMAIN_MESSAGE_KEYS = [
  ...new Set([
    ...CATALOGUE_MESSAGE_KEYS,
    ...ACCOUNT_ERROR_KEYS,
    ...ADDRESS_ERROR_KEYS,
    ...INQUIRY_ERROR_KEYS,
    ...AGENT_ERROR_KEYS,
    ...FAVORITES_ERROR_KEYS,
    ...UPLOAD_ERROR_KEYS,
    ...Object.values(CART_ERROR),
    ...Object.values(ORDER_QUANTITY_ERROR),
    ...PAYMENT_ERROR_KEYS,
    ...ORDER_ERROR_KEYS,
    ...LEDGER_ERROR_KEYS,
    ...WALLET_ERROR_KEYS,
    ...SEARCH_SYNONYM_ERROR_KEYS,
  ]),
] as const;

export type DomainMessageKey =
  | MessageKey
  | (typeof ACCOUNT_ERROR_KEYS)[number]
  | (typeof ADDRESS_ERROR_KEYS)[number]
  | (typeof INQUIRY_ERROR_KEYS)[number]
  | (typeof AGENT_ERROR_KEYS)[number]
  | (typeof FAVORITES_ERROR_KEYS)[number]
  | (typeof UPLOAD_ERROR_KEYS)[number]
  | (typeof CART_ERROR)[keyof typeof CART_ERROR]
  | (typeof ORDER_QUANTITY_ERROR)[keyof typeof ORDER_QUANTITY_ERROR]
  | (typeof PAYMENT_ERROR_KEYS)[number]
  | (typeof ORDER_ERROR_KEYS)[number]
  | (typeof LEDGER_ERROR_KEYS)[number]
  | (typeof WALLET_ERROR_KEYS)[number]
  | (typeof SEARCH_SYNONYM_ERROR_KEYS)[number];

/**
 * One locale's messages, in ICU MessageFormat: every key, so a key missing in any locale fails the
 * type check. A limit a message quotes is an argument (`{phoneMin}`, see `MESSAGE_ARGUMENTS`),
 * never a figure typed into the text.
 */
export type DomainCatalogue = Readonly<Record<DomainMessageKey, string>>;

const KEYS: ReadonlySet<string> = new Set(DOMAIN_MESSAGE_KEYS);

/** Whether a key that arrived as a string (a zod issue, a caller's `errorKey`) has a message. */
export function isDomainMessageKey(key: string): key is DomainMessageKey {
  return KEYS.has(key);
}
