import { z } from 'zod';
import { withKey } from '../validation';
import { toLatinDigits } from './latinDigits';
import {
  VERIFICATION_CODE_ERROR_KEYS,
  VERIFICATION_CODE_MAX_DIGITS,
  VERIFICATION_CODE_MIN_DIGITS,
} from './verificationCodeRule';

/** Spec section 5: a verification code is required; trimmed, Arabic-Indic digits read as 0-9. */
export const verificationCodeSchema = z
  .string(withKey(VERIFICATION_CODE_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(VERIFICATION_CODE_ERROR_KEYS.required))
  .transform(toLatinDigits)
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${VERIFICATION_CODE_MIN_DIGITS},${VERIFICATION_CODE_MAX_DIGITS}}$`),
        withKey(VERIFICATION_CODE_ERROR_KEYS.invalid),
      ),
  );
