import { BANK_ACCOUNT_ERROR } from './bankAccountRule';
import { PAYMENT_CARD_ERROR } from './paymentCardRule';
import { PAYMENT_PASSWORD_ERROR } from './paymentPasswordRule';
import { PAYMENT_STAGE_ERROR_KEYS } from './paymentStage';
import { PRICE_CHANGE_ERROR } from './priceChangeRule';
import { TRANSFER_VOUCHER_ERROR } from './transferVoucherRule';
import { VIP_PRICE_CHANGE_ERROR } from './vipPriceRefund';

/** Every error key the payment schemas can report, for the apps to check their message catalogues. */
export const PAYMENT_ERROR_KEYS = [
  ...Object.values(PAYMENT_CARD_ERROR),
  ...Object.values(PAYMENT_PASSWORD_ERROR),
  ...Object.values(BANK_ACCOUNT_ERROR),
  ...Object.values(TRANSFER_VOUCHER_ERROR),
  ...Object.values(PRICE_CHANGE_ERROR),
  ...Object.values(VIP_PRICE_CHANGE_ERROR),
  ...PAYMENT_STAGE_ERROR_KEYS,
] as const;

export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];
