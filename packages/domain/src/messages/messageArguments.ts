import {
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_LOCKOUT_MINUTES,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  VERIFICATION_CODE_MAX_DIGITS,
  VERIFICATION_CODE_MIN_DIGITS,
} from '../account';
import { ADDRESS_TEXT_MAX_LENGTH, POSTCODE_MAX_LENGTH } from '../address';
import { AGENT_TEXT_MAX_LENGTH } from '../agent';
import { CART_MIN_QUANTITY, MINIMUM_ORDER } from '../cart';
import { PRODUCT_GROUP_NAME_MAX_LENGTH } from '../favorites';
import {
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENT_MAX_COUNT,
  QUOTE_CONTACT_NAME_MAX_LENGTH,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_SOURCE_URL_MAX_LENGTH,
} from '../inquiry';
import { formatUsd } from '../money';
import { ORDER_REMARK_MAX_LENGTH } from '../order';
import {
  CARD_NUMBER_DIGITS,
  CVV_DIGITS,
  PAYMENT_PASSWORD_LENGTH,
  PRICE_CHANGE_FLOOR_PERCENT,
  PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  TRANSFER_VOUCHER_FILES,
} from '../payment';
import { IMAGE_UPLOAD_MAX_BYTES, MEGABYTE } from '../upload';

/**
 * The limits the messages quote, by the argument name the messages use, taken from the rules
 * themselves: change a rule and every message in every layer says the new figure. Every message is
 * formatted with these; a caller adds what only it knows (`remaining`, `stock`, `minOrder`).
 */
export const MESSAGE_ARGUMENTS = {
  emailMax: EMAIL_MAX_LENGTH,
  phoneMin: PHONE_MIN_DIGITS,
  phoneMax: PHONE_MAX_DIGITS,
  passwordMin: LOGIN_PASSWORD_MIN_LENGTH,
  passwordMax: LOGIN_PASSWORD_MAX_LENGTH,
  userNameMin: USER_NAME_MIN_LENGTH,
  userNameMax: USER_NAME_MAX_LENGTH,
  codeMin: VERIFICATION_CODE_MIN_DIGITS,
  codeMax: VERIFICATION_CODE_MAX_DIGITS,
  /** The minutes of the 6025 lockout; the server passes the minutes actually left instead. */
  lockoutMinutes: PASSWORD_LOCKOUT_MINUTES,
  paymentPasswordLength: PAYMENT_PASSWORD_LENGTH,
  addressTextMax: ADDRESS_TEXT_MAX_LENGTH,
  postcodeMax: POSTCODE_MAX_LENGTH,
  productNameMax: QUOTE_PRODUCT_NAME_MAX_LENGTH,
  descriptionMax: QUOTE_DESCRIPTION_MAX_LENGTH,
  sourceUrlMax: QUOTE_SOURCE_URL_MAX_LENGTH,
  contactNameMax: QUOTE_CONTACT_NAME_MAX_LENGTH,
  attachmentsMax: QUOTE_ATTACHMENT_MAX_COUNT,
  attachmentMegabytes: QUOTE_ATTACHMENT_MAX_BYTES / MEGABYTE,
  imageMegabytes: IMAGE_UPLOAD_MAX_BYTES / MEGABYTE,
  voucherFilesMax: TRANSFER_VOUCHER_FILES.max,
  agentTextMax: AGENT_TEXT_MAX_LENGTH,
  groupNameMax: PRODUCT_GROUP_NAME_MAX_LENGTH,
  priceFloorPercent: PRICE_CHANGE_FLOOR_PERCENT,
  priceNoteMax: PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  cardDigitsMin: CARD_NUMBER_DIGITS.min,
  cardDigitsMax: CARD_NUMBER_DIGITS.max,
  cvvDigitsMin: CVV_DIGITS.min,
  cvvDigitsMax: CVV_DIGITS.max,
  cartMinQuantity: CART_MIN_QUANTITY,
  orderRemarkMax: ORDER_REMARK_MAX_LENGTH,
  /** Already a price (`$15.00`, the same in every locale, spec section 9). */
  minimumOrder: formatUsd(MINIMUM_ORDER),
} as const satisfies Record<string, number | string>;

/** Values for a message's arguments: numbers are formatted in the locale, with Latin digits. */
export type MessageValues = Readonly<Record<string, string | number>>;
