import { z } from 'zod';
import { withKey } from '../validation';

export const EXPORT_SELECTION_ERROR_KEYS = {
  empty: 'favorites.export.noSelection',
  /** Not a list of favorite ids: a malformed request rather than a buyer's mistake. */
  invalid: 'favorites.export.invalidSelection',
} as const;

/** Spec section 5: exporting needs at least one selected favorite; the value is the chosen ids. */
export const exportSelectionSchema = z
  .array(
    z
      .string(withKey(EXPORT_SELECTION_ERROR_KEYS.invalid))
      .min(1, withKey(EXPORT_SELECTION_ERROR_KEYS.invalid)),
    withKey(EXPORT_SELECTION_ERROR_KEYS.invalid),
  )
  .min(1, withKey(EXPORT_SELECTION_ERROR_KEYS.empty));
