/** Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9, Kurdish keyboards) digits. */
const EASTERN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * The Latin digits of what was typed or pasted, everything else dropped. An Iraqi keyboard types
 * `٧٧٠`; codes and phone numbers are sent and shown in Latin digits, so it becomes `770`.
 */
export function latinDigitsOf(text: string): string {
  return (
    text
      // Both blocks start at a code point ending in 0, so the low four bits are the digit's value.
      .replace(EASTERN_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(/\D/g, '')
  );
}
