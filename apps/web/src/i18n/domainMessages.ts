import {
  isDomainMessageKey,
  messageValues,
  orderQuantityMessageValues,
  OUTCOME_MESSAGE,
  type ErrorKey,
  type Locale,
  type MessageValues,
  type OrderQuantityLimits,
  type PhoneLoginCountry,
} from '@tijara/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The app's lookup of keys that come from `@tijara/domain` at run time (a failure's code, a form
 * rule that failed). Their texts are the domain's catalogue, loaded into react-intl beside the
 * app's copy (`loadCatalogue`); nothing here words an error. The rules' limits (`{phoneMin}`) are
 * filled in from the domain, the same values the server and the ui package use.
 */

/** The names of the phone countries (`PHONE_LOGIN_COUNTRIES[].nameKey`): app copy, not errors. */
export const countryMessages = defineMessages({
  'country.iraq': { id: 'country.iraq' },
  'country.turkey': { id: 'country.turkey' },
  'country.china': { id: 'country.china' },
}) satisfies Record<PhoneLoginCountry['nameKey'], MessageDescriptor>;

function isCountryKey(key: string): key is keyof typeof countryMessages {
  return Object.hasOwn(countryMessages, key);
}

/**
 * A domain key in the buyer's language: a failure's message key, a form rule's key or a country's
 * name key. An unknown key (not in the domain's catalogue) reads as the system error rather than
 * as a raw key.
 */
export function formatDomainKey(intl: IntlShape, key: string, values?: MessageValues): string {
  if (isCountryKey(key)) return intl.formatMessage(countryMessages[key]);
  // A descriptor built at run time: the formatjs extraction leaves it alone, as these ids are the
  // domain's, not the app's.
  const descriptor: MessageDescriptor = { id: isDomainMessageKey(key) ? key : OUTCOME_MESSAGE.system };
  return intl.formatMessage(descriptor, messageValues(values));
}

/** What a failed call says: the mapped message (a domain key) or the server's own text. */
export function formatFailureMessage(intl: IntlShape, message: { key: string } | { text: string }): string {
  return 'key' in message ? formatDomainKey(intl, message.key) : message.text;
}

/**
 * What a quantity problem says, quoting the product's limits (minimum order, stock, maximum) as
 * the page shows counts.
 */
export function formatOrderQuantityProblem(
  intl: IntlShape,
  locale: Locale,
  key: ErrorKey,
  limits: OrderQuantityLimits,
): string {
  return formatDomainKey(intl, key, orderQuantityMessageValues(limits, locale));
}
