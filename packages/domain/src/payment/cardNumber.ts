/** Our reading of a card number: 12-19 digits (ISO/IEC 7812 lengths) once spaces are removed. */
export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const;

/** Buyers copy the number as printed, in groups of four. */
export function stripCardNumberSpaces(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/**
 * The Luhn check digit of ISO/IEC 7812, which every Visa and Mastercard number (spec section 1)
 * satisfies: it catches a mistyped digit before the card is sent to the payment platform.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}
