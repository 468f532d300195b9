import {
  PASSWORD_LOCKOUT_MINUTES,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
} from '../account/passwordRule';
import { EMAIL_MAX_LENGTH } from '../account/emailRule';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../account/phoneNumberRule';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '../account/userNameRule';
import { VERIFICATION_CODE_MAX_DIGITS, VERIFICATION_CODE_MIN_DIGITS } from '../account/verificationCodeRule';
import { ADDRESS_TEXT_MAX_LENGTH, POSTCODE_MAX_LENGTH } from '../address/addressFormRule';
import { AGENT_TEXT_MAX_LENGTH } from '../agent/agentApplicationRule';
import { CART_MIN_QUANTITY, MINIMUM_ORDER } from '../cart/cartRule';
import { PRODUCT_GROUP_NAME_MAX_LENGTH } from '../favorites/productGroupRule';
import { QUOTE_ATTACHMENT_MAX_BYTES, QUOTE_ATTACHMENT_MAX_COUNT } from '../inquiry/quoteAttachmentsRule';
import { QUOTE_CONTACT_NAME_MAX_LENGTH } from '../inquiry/quoteContactRule';
import {
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_SOURCE_URL_MAX_LENGTH,
} from '../inquiry/quoteRequestRule';
import { formatUsd } from '../money';
import { ORDER_REMARK_MAX_LENGTH } from '../order/orderRemarkRule';
import { CARD_NUMBER_DIGITS } from '../payment/cardNumber';
import { CVV_DIGITS } from '../payment/paymentCardRule';
import { PAYMENT_PASSWORD_LENGTH } from '../payment/paymentPasswordRule';
import { PRICE_CHANGE_FLOOR_PERCENT, PRICE_CHANGE_NOTE_MAX_CHARACTERS } from '../payment/priceChangeRule';
import { TRANSFER_VOUCHER_FILES } from '../payment/transferVoucherRule';
import { VIP_PRICE_NEGOTIATION_FROM_YEAR } from '../payment/vipPriceRefund';
import {
  SEARCH_SYNONYM_GROUP_MAX_TERMS,
  SEARCH_SYNONYM_TERM_MAX_CHARACTERS,
  SEARCH_SYNONYM_TERM_MAX_WORDS,
} from '../search/searchSynonymRule';
import { MEGABYTE } from '../upload/fileDescriptionRule';
import { IMAGE_UPLOAD_MAX_BYTES } from '../upload/imageUploadRule';
import { WALLET_TOP_UP_MAX_IQD, WALLET_TOP_UP_MIN_IQD } from '../wallet/walletTopUpRule';

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
  topUpMinIqd: WALLET_TOP_UP_MIN_IQD,
  topUpMaxIqd: WALLET_TOP_UP_MAX_IQD,
  agentTextMax: AGENT_TEXT_MAX_LENGTH,
  groupNameMax: PRODUCT_GROUP_NAME_MAX_LENGTH,
  priceFloorPercent: PRICE_CHANGE_FLOOR_PERCENT,
  priceNoteMax: PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  /** A year, not a quantity: a string, so no locale groups its digits. */
  vipFromYear: String(VIP_PRICE_NEGOTIATION_FROM_YEAR),
  cardDigitsMin: CARD_NUMBER_DIGITS.min,
  cardDigitsMax: CARD_NUMBER_DIGITS.max,
  cvvDigitsMin: CVV_DIGITS.min,
  cvvDigitsMax: CVV_DIGITS.max,
  cartMinQuantity: CART_MIN_QUANTITY,
  orderRemarkMax: ORDER_REMARK_MAX_LENGTH,
  synonymTermMax: SEARCH_SYNONYM_TERM_MAX_CHARACTERS,
  synonymWordsMax: SEARCH_SYNONYM_TERM_MAX_WORDS,
  synonymGroupMax: SEARCH_SYNONYM_GROUP_MAX_TERMS,
  /** Already a price (`$15.00`, the same in every locale, spec section 9). */
  minimumOrder: formatUsd(MINIMUM_ORDER),
} as const satisfies Record<string, number | string>;

/** Values for a message's arguments: numbers are formatted in the locale, with Latin digits. */
export type MessageValues = Readonly<Record<string, string | number>>;
