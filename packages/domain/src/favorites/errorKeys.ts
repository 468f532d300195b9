import { EXPORT_SELECTION_ERROR_KEYS } from './exportSelectionRule';
import { PRODUCT_GROUP_ERROR_KEYS } from './productGroupRule';
import { PRODUCT_URL_ERROR_KEYS } from './productUrlFormRule';

/** Every error key the favorites schemas can report, for checking message catalogues. */
export const FAVORITES_ERROR_KEYS = [
  ...Object.values(PRODUCT_GROUP_ERROR_KEYS),
  ...Object.values(EXPORT_SELECTION_ERROR_KEYS),
  ...Object.values(PRODUCT_URL_ERROR_KEYS),
] as const;

export type FavoritesErrorKey = (typeof FAVORITES_ERROR_KEYS)[number];
