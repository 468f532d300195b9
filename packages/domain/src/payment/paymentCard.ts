import { z } from 'zod';
import { withKey } from '../validation';
import { CARD_NUMBER_DIGITS, passesLuhn, stripCardNumberSpaces } from './cardNumber';
import { paymentPasswordFields, requireMatchingPaymentPasswords } from './paymentPassword';
import { isValidThruPast, parseValidThru } from './validThru';
import { CVV_DIGITS, PAYMENT_CARD_ERROR } from './paymentCardRule';

const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_DIGITS.min},${CARD_NUMBER_DIGITS.max}}$`);

const CVV = new RegExp(`^\\d{${CVV_DIGITS.min},${CVV_DIGITS.max}}$`);

/**
 * The card form of spec sections 3 and 5. Every field is required. The card number's rule is our
 * reading (the spec gives none): digits only after removing spaces, 12-19 of them, passing the Luhn
 * check. Valid-thru must not be in the past, which depends on the day: pass `now`.
 */
export function paymentCardSchema(now: Date) {
  return requireMatchingPaymentPasswords(
    z.object({
      cardNumber: z
        .string(withKey(PAYMENT_CARD_ERROR.cardNumberRequired))
        .transform(stripCardNumberSpaces)
        .pipe(
          z
            .string()
            .min(1, withKey(PAYMENT_CARD_ERROR.cardNumberRequired))
            .regex(CARD_NUMBER, withKey(PAYMENT_CARD_ERROR.cardNumberInvalid))
            .refine(passesLuhn, withKey(PAYMENT_CARD_ERROR.cardNumberChecksum)),
        ),
      validThru: z
        .string(withKey(PAYMENT_CARD_ERROR.validThruRequired))
        .trim()
        .min(1, withKey(PAYMENT_CARD_ERROR.validThruRequired))
        .transform((text, context) => {
          const validThru = parseValidThru(text);
          if (!validThru) {
            context.addIssue({ code: 'custom', message: PAYMENT_CARD_ERROR.validThruInvalid });
            return z.NEVER;
          }
          if (isValidThruPast(validThru, now)) {
            context.addIssue({ code: 'custom', message: PAYMENT_CARD_ERROR.validThruExpired });
            return z.NEVER;
          }
          return `${String(validThru.month).padStart(2, '0')}/${String(validThru.year % 100).padStart(2, '0')}`;
        }),
      cvv: z
        .string(withKey(PAYMENT_CARD_ERROR.cvvRequired))
        .trim()
        .min(1, withKey(PAYMENT_CARD_ERROR.cvvRequired))
        .regex(CVV, withKey(PAYMENT_CARD_ERROR.cvvInvalid)),
      ...paymentPasswordFields,
    }),
  );
}
