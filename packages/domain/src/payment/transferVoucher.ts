import { z } from 'zod';
import { fileSchema, IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MAX_BYTES } from '../upload';
import { withKey } from '../validation';
import { TRANSFER_VOUCHER_ERROR, TRANSFER_VOUCHER_FILES } from './transferVoucherRule';

const voucherFileSchema = fileSchema({
  extensions: IMAGE_UPLOAD_EXTENSIONS,
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  keys: { unsupportedType: TRANSFER_VOUCHER_ERROR.type, tooLarge: TRANSFER_VOUCHER_ERROR.tooLarge },
});

/** The voucher upload of the payment screen: errors land on `files` or on `files.<index>`. */
export const transferVoucherSchema = z.object({
  files: z
    .array(voucherFileSchema, withKey(TRANSFER_VOUCHER_ERROR.required))
    .min(TRANSFER_VOUCHER_FILES.min, withKey(TRANSFER_VOUCHER_ERROR.required))
    .max(TRANSFER_VOUCHER_FILES.max, withKey(TRANSFER_VOUCHER_ERROR.tooMany)),
});
