import {
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  QUOTE_CONTACT_NAME_MAX_LENGTH,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_SOURCE_URL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  VERIFICATION_CODE_MAX_DIGITS,
  VERIFICATION_CODE_MIN_DIGITS,
  type CART_ERROR,
  type EMAIL_ERROR_KEYS,
  type ErrorKey,
  type ORDER_QUANTITY_ERROR,
  type OrderQuantityLimits,
  type MessageKey,
  type PASSWORD_ERROR_KEYS,
  type PHONE_COUNTRY_ERROR_KEYS,
  type PHONE_ERROR_KEYS,
  type PhoneLoginCountry,
  type QuoteRequestOwnErrorKey,
  type USER_NAME_ERROR_KEYS,
  type VERIFICATION_CODE_ERROR_KEYS,
} from '@tijara/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The app's messages for keys that come from `@tijara/domain` at run time (a failure's code, a
 * form rule that failed). They are written out here, one descriptor per key, so that the formatjs
 * extraction sees them like any other message, and each list is checked against the domain's
 * own list of keys, so a key the domain adds cannot go untranslated.
 */

/** Spec sections 7 and 8: what the failure toast and the forms say for a code or outcome. */
export const failureMessages = defineMessages({
  'http.ok': { id: 'http.ok' },
  'http.created': { id: 'http.created' },
  'http.accepted': { id: 'http.accepted' },
  'http.noContent': { id: 'http.noContent' },
  'http.badRequest': { id: 'http.badRequest' },
  'http.unauthorized': { id: 'http.unauthorized' },
  'http.forbidden': { id: 'http.forbidden' },
  'http.notFound': { id: 'http.notFound' },
  'http.notAcceptable': { id: 'http.notAcceptable' },
  'http.gone': { id: 'http.gone' },
  'http.unprocessable': { id: 'http.unprocessable' },
  'http.badGateway': { id: 'http.badGateway' },
  'http.unavailable': { id: 'http.unavailable' },
  'http.gatewayTimeout': { id: 'http.gatewayTimeout' },
  'error.cartNumberTip': { id: 'error.cartNumberTip' },
  'error.invitationCodeWrong': { id: 'error.invitationCodeWrong' },
  'error.verificationCodeWrong': { id: 'error.verificationCodeWrong' },
  'error.emailCodeWrong': { id: 'error.emailCodeWrong' },
  'error.accountNotFound': { id: 'error.accountNotFound' },
  'error.wrongPassword': { id: 'error.wrongPassword' },
  'error.tooManyWrongPasswords': { id: 'error.tooManyWrongPasswords' },
  'error.dailyLimitExceeded': { id: 'error.dailyLimitExceeded' },
  'error.newPasswordSameAsOld': { id: 'error.newPasswordSameAsOld' },
  'error.emailInvalid': { id: 'error.emailInvalid' },
  'error.oldPasswordWrong': { id: 'error.oldPasswordWrong' },
  'error.phoneNotRegistered': { id: 'error.phoneNotRegistered' },
  'error.sendCodeFailed': { id: 'error.sendCodeFailed' },
  'error.system': { id: 'error.system' },
  'error.operationFailed': { id: 'error.operationFailed' },
  'error.notFound': { id: 'error.notFound' },
  'error.loginRequired': { id: 'error.loginRequired' },
  'error.loginFailed': { id: 'error.loginFailed' },
  'error.paymentPasswordIncorrect': { id: 'error.paymentPasswordIncorrect' },
  'error.userNameTaken': { id: 'error.userNameTaken' },
  'error.phoneTaken': { id: 'error.phoneTaken' },
  'error.emailTaken': { id: 'error.emailTaken' },
  'error.noAccountForEmail': { id: 'error.noAccountForEmail' },
  'error.productUnavailable': { id: 'error.productUnavailable' },
  'error.selectAddressFirst': { id: 'error.selectAddressFirst' },
  'error.voucherRequired': { id: 'error.voucherRequired' },
  'error.groupChangeFailed': { id: 'error.groupChangeFailed' },
  'error.listLoadFailed': { id: 'error.listLoadFailed' },
  'error.paymentFailed': { id: 'error.paymentFailed' },
  'notice.noAddress': { id: 'notice.noAddress' },
  'notice.loginSucceeded': { id: 'notice.loginSucceeded' },
}) satisfies Record<MessageKey, MessageDescriptor>;

/** The account form rules' keys that the register and reset-password pages can show. */
export type AccountFormErrorKey =
  | (typeof EMAIL_ERROR_KEYS)[keyof typeof EMAIL_ERROR_KEYS]
  | (typeof PHONE_ERROR_KEYS)[keyof typeof PHONE_ERROR_KEYS]
  | (typeof PHONE_COUNTRY_ERROR_KEYS)[keyof typeof PHONE_COUNTRY_ERROR_KEYS]
  | (typeof PASSWORD_ERROR_KEYS)[keyof typeof PASSWORD_ERROR_KEYS]
  | (typeof USER_NAME_ERROR_KEYS)[keyof typeof USER_NAME_ERROR_KEYS]
  | (typeof VERIFICATION_CODE_ERROR_KEYS)[keyof typeof VERIFICATION_CODE_ERROR_KEYS];

export const accountFormMessages = defineMessages({
  'account.email.required': { id: 'account.email.required' },
  'account.email.tooLong': { id: 'account.email.tooLong' },
  'account.email.invalid': { id: 'account.email.invalid' },
  'account.phone.required': { id: 'account.phone.required' },
  'account.phone.digitsOnly': { id: 'account.phone.digitsOnly' },
  'account.phone.tooShort': { id: 'account.phone.tooShort' },
  'account.phone.tooLong': { id: 'account.phone.tooLong' },
  'account.phone.notPositive': { id: 'account.phone.notPositive' },
  'account.phoneCountry.invalid': { id: 'account.phoneCountry.invalid' },
  'account.password.required': { id: 'account.password.required' },
  'account.password.tooShort': { id: 'account.password.tooShort' },
  'account.password.tooLong': { id: 'account.password.tooLong' },
  'account.confirmPassword.required': { id: 'account.confirmPassword.required' },
  'account.confirmPassword.mismatch': { id: 'account.confirmPassword.mismatch' },
  'account.userName.required': { id: 'account.userName.required' },
  'account.userName.tooShort': { id: 'account.userName.tooShort' },
  'account.userName.tooLong': { id: 'account.userName.tooLong' },
  'account.userName.invalid': { id: 'account.userName.invalid' },
  'account.code.required': { id: 'account.code.required' },
  'account.code.invalid': { id: 'account.code.invalid' },
}) satisfies Record<AccountFormErrorKey, MessageDescriptor>;

/** The limits the account messages quote, from the rules themselves. */
const ACCOUNT_LIMITS = {
  emailMax: EMAIL_MAX_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
  passwordMin: LOGIN_PASSWORD_MIN_LENGTH,
  passwordMax: LOGIN_PASSWORD_MAX_LENGTH,
  userNameMin: USER_NAME_MIN_LENGTH,
  userNameMax: USER_NAME_MAX_LENGTH,
  codeMin: VERIFICATION_CODE_MIN_DIGITS,
  codeMax: VERIFICATION_CODE_MAX_DIGITS,
};

/** The names of the phone countries (`PHONE_LOGIN_COUNTRIES[].nameKey`). */
export const countryMessages = defineMessages({
  'country.iraq': { id: 'country.iraq' },
  'country.turkey': { id: 'country.turkey' },
  'country.china': { id: 'country.china' },
}) satisfies Record<PhoneLoginCountry['nameKey'], MessageDescriptor>;

/** The quote request form's own rules (spec sections 3 and 5; `quoteRequestFormSchema`). */
export const quoteRequestMessages = defineMessages({
  'inquiry.productName.required': { id: 'inquiry.productName.required' },
  'inquiry.productName.tooLong': { id: 'inquiry.productName.tooLong' },
  'inquiry.description.invalid': { id: 'inquiry.description.invalid' },
  'inquiry.description.tooLong': { id: 'inquiry.description.tooLong' },
  'inquiry.quantity.invalid': { id: 'inquiry.quantity.invalid' },
  'inquiry.unit.invalid': { id: 'inquiry.unit.invalid' },
  'inquiry.targetUnitPrice.invalid': { id: 'inquiry.targetUnitPrice.invalid' },
  'inquiry.maximumBudget.invalid': { id: 'inquiry.maximumBudget.invalid' },
  'inquiry.sourceUrl.invalid': { id: 'inquiry.sourceUrl.invalid' },
  'inquiry.sourceUrl.tooLong': { id: 'inquiry.sourceUrl.tooLong' },
  'inquiry.contact.required': { id: 'inquiry.contact.required' },
  'inquiry.contactName.required': { id: 'inquiry.contactName.required' },
  'inquiry.contactName.tooLong': { id: 'inquiry.contactName.tooLong' },
  'inquiry.email.tooLong': { id: 'inquiry.email.tooLong' },
  'inquiry.email.invalid': { id: 'inquiry.email.invalid' },
  'inquiry.phone.digitsOnly': { id: 'inquiry.phone.digitsOnly' },
  'inquiry.phone.tooShort': { id: 'inquiry.phone.tooShort' },
  'inquiry.phone.tooLong': { id: 'inquiry.phone.tooLong' },
  'inquiry.phone.notPositive': { id: 'inquiry.phone.notPositive' },
}) satisfies Record<QuoteRequestOwnErrorKey, MessageDescriptor>;

/** The limits the quote request messages quote, from the rules themselves. */
const QUOTE_LIMITS = {
  productNameMax: QUOTE_PRODUCT_NAME_MAX_LENGTH,
  descriptionMax: QUOTE_DESCRIPTION_MAX_LENGTH,
  sourceUrlMax: QUOTE_SOURCE_URL_MAX_LENGTH,
  contactNameMax: QUOTE_CONTACT_NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
};

function isKeyOf<T extends object>(messages: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(messages, key);
}

/**
 * A domain key in the buyer's language: a failure's message key, an account form rule's key, a
 * quote request rule's key or a country's name key. An unknown key (a rule added to the domain
 * without a message here) reads as the system error rather than as a raw key.
 */
export function formatDomainKey(intl: IntlShape, key: string): string {
  if (isKeyOf(failureMessages, key)) return intl.formatMessage(failureMessages[key]);
  if (isKeyOf(accountFormMessages, key)) {
    // The descriptors are typed without values; these messages quote the rules' limits.
    return intl.formatMessage(accountFormMessages[key] as MessageDescriptor, ACCOUNT_LIMITS);
  }
  if (isKeyOf(countryMessages, key)) return intl.formatMessage(countryMessages[key]);
  if (isKeyOf(quoteRequestMessages, key)) {
    return intl.formatMessage(quoteRequestMessages[key] as MessageDescriptor, QUOTE_LIMITS);
  }
  return intl.formatMessage(failureMessages['error.system']);
}

/** What a failed call says: the mapped message (a domain key) or the server's own text. */
export function formatFailureMessage(intl: IntlShape, message: { key: string } | { text: string }): string {
  return 'key' in message ? formatDomainKey(intl, message.key) : message.text;
}

/** The keys `orderQuantityProblem` answers (spec sections 3 and 5: the product page's quantity). */
export type OrderQuantityErrorKey =
  | (typeof ORDER_QUANTITY_ERROR)[keyof typeof ORDER_QUANTITY_ERROR]
  | (typeof CART_ERROR)['notWhole' | 'belowMinimum' | 'aboveStock' | 'aboveMaximum'];

export const orderQuantityMessages = defineMessages({
  'cart.quantity.notWhole': { id: 'cart.quantity.notWhole' },
  'cart.quantity.belowMinimum': { id: 'cart.quantity.belowMinimum' },
  'cart.quantity.aboveStock': { id: 'cart.quantity.aboveStock' },
  'cart.quantity.aboveMaximum': { id: 'cart.quantity.aboveMaximum' },
  'catalogue.quantity.belowMinOrder': { id: 'catalogue.quantity.belowMinOrder' },
}) satisfies Record<OrderQuantityErrorKey, MessageDescriptor>;

/** What a quantity problem says, quoting the product's limits (minimum order, stock, maximum). */
export function formatOrderQuantityProblem(
  intl: IntlShape,
  key: ErrorKey,
  { minOrder, stock, maxOrder }: OrderQuantityLimits,
): string {
  if (!isKeyOf(orderQuantityMessages, key)) return formatDomainKey(intl, key);
  // The descriptors are typed without values; these messages quote the limits.
  return intl.formatMessage(orderQuantityMessages[key] as MessageDescriptor, {
    minOrder,
    stock,
    maxOrder: maxOrder ?? stock,
  });
}
