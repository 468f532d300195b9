/**
 * Rewrites Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as 0-9. Arabic and Kurdish
 * keyboards type them, and a phone number or code means the same whichever digits it is typed in.
 */
export function toLatinDigits(text: string): string {
  // Both ranges start at a code point ending in hex 0 (U+0660, U+06F0), so the last hex digit is the value.
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}
