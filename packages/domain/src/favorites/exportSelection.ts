import { z } from 'zod';
import { withKey } from '../validation';
import { EXPORT_SELECTION_ERROR_KEYS } from './exportSelectionRule';

/** Spec section 5: exporting needs at least one selected favorite; the value is the chosen ids. */
export const exportSelectionSchema = z
  .array(
    z
      .string(withKey(EXPORT_SELECTION_ERROR_KEYS.invalid))
      .min(1, withKey(EXPORT_SELECTION_ERROR_KEYS.invalid)),
    withKey(EXPORT_SELECTION_ERROR_KEYS.invalid),
  )
  .min(1, withKey(EXPORT_SELECTION_ERROR_KEYS.empty));
