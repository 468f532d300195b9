import { globalStyle, style } from '@vanilla-extract/css';

/** The form around the field: it only groups the field for submission. */
export const form = style({ display: 'flex', flexDirection: 'column' });

/**
 * The field's input is 100 % wide with padding: it must count the padding in its width to stay
 * inside the dialog's body. The storefront sets border-box on everything (apps/web's global
 * styles); the dialog does not rely on its host having done so.
 */
globalStyle(`${form} input`, { boxSizing: 'border-box' });
