export const PAYMENT_CARD_ERROR = {
  cardNumberRequired: 'paymentCard.cardNumber.required',
  /** Not 12-19 digits once spaces are removed. */
  cardNumberInvalid: 'paymentCard.cardNumber.invalid',
  /** The digits fail the Luhn check: a typing mistake. */
  cardNumberChecksum: 'paymentCard.cardNumber.checksum',
  validThruRequired: 'paymentCard.validThru.required',
  validThruInvalid: 'paymentCard.validThru.invalid',
  validThruExpired: 'paymentCard.validThru.expired',
  cvvRequired: 'paymentCard.cvv.required',
  cvvInvalid: 'paymentCard.cvv.invalid',
} as const;

/** Spec section 3: a card as the buyer enters it, with the payment password typed twice. */
export interface PaymentCard {
  /** Digits only. */
  cardNumber: string;
  /** `MM/YY`. */
  validThru: string;
  cvv: string;
  paymentPassword: string;
  paymentPasswordConfirmation: string;
}

/** Three digits on Visa and Mastercard; four on cards that print it on the front. */
export const CVV_DIGITS = { min: 3, max: 4 } as const;
