import { z } from 'zod';
import { withKey } from '../validation';
import { BANK_ACCOUNT_ERROR } from './bankAccountRule';

/**
 * ISO 9362 (SWIFT/BIC): 4 letters for the bank, 2 for the country, 2 letters or digits for the
 * location, and an optional 3 for the branch, so 8 or 11 characters.
 */
const SWIFT_CODE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const requiredText = (key: (typeof BANK_ACCOUNT_ERROR)[keyof typeof BANK_ACCOUNT_ERROR]) =>
  z.string(withKey(key)).trim().min(1, withKey(key));

/**
 * All four fields are required: the spec lists them as the account, and a transfer to an Iraqi bank
 * names the branch. The SWIFT code is taken in any case and with spaces, as bank letters print it.
 */
export const bankAccountSchema = z.object({
  bankName: requiredText(BANK_ACCOUNT_ERROR.bankNameRequired),
  branchName: requiredText(BANK_ACCOUNT_ERROR.branchNameRequired),
  accountName: requiredText(BANK_ACCOUNT_ERROR.accountNameRequired),
  swiftCode: z
    .string(withKey(BANK_ACCOUNT_ERROR.swiftCodeRequired))
    .transform((code) => code.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, withKey(BANK_ACCOUNT_ERROR.swiftCodeRequired))
        .regex(SWIFT_CODE, withKey(BANK_ACCOUNT_ERROR.swiftCodeInvalid)),
    ),
});
