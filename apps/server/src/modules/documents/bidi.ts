/** Unicode's left-to-right isolate and its end (UAX #9): what `<bdi dir="ltr">` is in a page. */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Text that reads left to right whatever surrounds it: an amount, an order number, a phone number. */
export function leftToRight(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * A run of digits with the separators that hold a figure together: `30-40`, `1,234.56`, `4.1`,
 * `10x20`, `+964 770 123 4567`, `50%`.
 */
const FIGURE = /\+?\d+(?:[ .,:/\-–×x]?\d+)*%?/g;

/**
 * A buyer's or supplier's text with each figure in a left-to-right isolate. After an Arabic letter
 * the bidi algorithm reads digits as Arabic numbers and lays out the parts of `30-40` right to left
 * ("40-30"); isolated, a figure reads as it was typed, in every language.
 */
export function isolateFigures(text: string): string {
  return text.replace(FIGURE, (figure) => leftToRight(figure));
}
