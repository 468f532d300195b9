import type { ErrorKey } from '../validation';

/**
 * The business codes of spec section 8, by what they mean. The server answers them in the
 * envelope's `code`; the storefront turns them into messages through `messageKeyForCode`.
 */
export const BUSINESS_CODE = {
  cartNumberTip: 6011,
  invitationCodeWrong: 6020,
  verificationCodeWrong: 6021,
  emailCodeWrong: 6022,
  accountNotFound: 6023,
  /** Comes with the number of attempts left. */
  wrongPassword: 6024,
  /** Retry in 5 minutes. */
  tooManyWrongPasswords: 6025,
  /** Retry tomorrow. */
  dailyLimitExceeded: 6026,
  newPasswordSameAsOld: 6027,
  /**
   * Section 8 gives two meanings ("not a valid email"; one text: "email already exists"). We keep
   * the table's own, an invalid email; a taken address is answered with `emailTaken` below.
   */
  emailInvalid: 6028,
  oldPasswordWrong: 6029,
  /** Shown inline on the phone form, not as a toast. */
  phoneNotRegistered: 6062,
  sendCodeFailed: 6128,
} as const;

export type BusinessCode = (typeof BUSINESS_CODE)[keyof typeof BUSINESS_CODE];

/** Spec section 8: the standard HTTP statuses that have their own message. */
export const HTTP_STATUS_MESSAGE = {
  200: 'http.ok',
  201: 'http.created',
  202: 'http.accepted',
  204: 'http.noContent',
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  406: 'http.notAcceptable',
  410: 'http.gone',
  422: 'http.unprocessable',
  502: 'http.badGateway',
  503: 'http.unavailable',
  504: 'http.gatewayTimeout',
} as const satisfies Record<number, ErrorKey>;

const BUSINESS_MESSAGE = {
  [BUSINESS_CODE.cartNumberTip]: 'error.cartNumberTip',
  [BUSINESS_CODE.invitationCodeWrong]: 'error.invitationCodeWrong',
  [BUSINESS_CODE.verificationCodeWrong]: 'error.verificationCodeWrong',
  [BUSINESS_CODE.emailCodeWrong]: 'error.emailCodeWrong',
  [BUSINESS_CODE.accountNotFound]: 'error.accountNotFound',
  [BUSINESS_CODE.wrongPassword]: 'error.wrongPassword',
  [BUSINESS_CODE.tooManyWrongPasswords]: 'error.tooManyWrongPasswords',
  [BUSINESS_CODE.dailyLimitExceeded]: 'error.dailyLimitExceeded',
  [BUSINESS_CODE.newPasswordSameAsOld]: 'error.newPasswordSameAsOld',
  [BUSINESS_CODE.emailInvalid]: 'error.emailInvalid',
  [BUSINESS_CODE.oldPasswordWrong]: 'error.oldPasswordWrong',
  [BUSINESS_CODE.phoneNotRegistered]: 'error.phoneNotRegistered',
  [BUSINESS_CODE.sendCodeFailed]: 'error.sendCodeFailed',
} as const satisfies Record<BusinessCode, ErrorKey>;

/**
 * Spec section 8's "other messages": outcomes the server or a screen reports that are not tied to
 * one form field. Field-level validation keys live with their schemas.
 */
export const OUTCOME_MESSAGE = {
  system: 'error.system',
  operationFailed: 'error.operationFailed',
  notFound: 'error.notFound',
  loginRequired: 'error.loginRequired',
  loginFailed: 'error.loginFailed',
  /** 6024 when the attempts left are known: the message states them (`{remaining}`). */
  wrongPasswordAttemptsLeft: 'error.wrongPasswordAttemptsLeft',
  paymentPasswordIncorrect: 'error.paymentPasswordIncorrect',
  userNameTaken: 'error.userNameTaken',
  phoneTaken: 'error.phoneTaken',
  emailTaken: 'error.emailTaken',
  noAccountForEmail: 'error.noAccountForEmail',
  productUnavailable: 'error.productUnavailable',
  selectAddressFirst: 'error.selectAddressFirst',
  voucherRequired: 'error.voucherRequired',
  groupChangeFailed: 'error.groupChangeFailed',
  listLoadFailed: 'error.listLoadFailed',
  paymentFailed: 'error.paymentFailed',
  noAddress: 'notice.noAddress',
  loginSucceeded: 'notice.loginSucceeded',
} as const satisfies Record<string, ErrorKey>;

export type MessageKey =
  | (typeof HTTP_STATUS_MESSAGE)[keyof typeof HTTP_STATUS_MESSAGE]
  | (typeof BUSINESS_MESSAGE)[BusinessCode]
  | (typeof OUTCOME_MESSAGE)[keyof typeof OUTCOME_MESSAGE];

/** Every message key of this catalogue, for checking that each language's messages cover them. */
export const CATALOGUE_MESSAGE_KEYS: readonly MessageKey[] = [
  ...Object.values(HTTP_STATUS_MESSAGE),
  ...Object.values(BUSINESS_MESSAGE),
  ...Object.values(OUTCOME_MESSAGE),
];

/** The message key of a business code or mapped HTTP status, or null for any other code. */
export function messageKeyForCode(code: number): MessageKey | null {
  if (code in BUSINESS_MESSAGE) return BUSINESS_MESSAGE[code as BusinessCode];
  if (code in HTTP_STATUS_MESSAGE) return HTTP_STATUS_MESSAGE[code as keyof typeof HTTP_STATUS_MESSAGE];
  return null;
}

/**
 * What the failure toast says (spec section 7): "the mapped message, or msg, or 'system error,
 * please try again later'". A key is translated by the caller; a text is shown as it came.
 */
export function failureMessage(
  code: number,
  msg: string | undefined,
): { key: MessageKey } | { text: string } {
  const key = messageKeyForCode(code);
  if (key) return { key };
  if (msg && msg.trim() !== '') return { text: msg };
  return { key: OUTCOME_MESSAGE.system };
}
