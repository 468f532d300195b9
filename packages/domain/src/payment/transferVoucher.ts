import { z } from 'zod';
import { withKey } from '../validation';

/** Spec sections 5 and 9: a bank-transfer voucher is 1-5 files. */
export const TRANSFER_VOUCHER_FILES = { min: 1, max: 5 } as const;

/** Spec sections 5 and 9: an uploaded image is at most 10 MB (binary megabytes, as upload servers count). */
export const TRANSFER_VOUCHER_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Spec section 5: png, jpg, jpeg, gif. One text also lists pdf; we leave it out: the rule says
 * "image files", the voucher goes through the image upload, and finance reviews it as a picture. A
 * bank app's PDF receipt can be sent as a screenshot.
 */
export const TRANSFER_VOUCHER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** The MIME types of those extensions; `image/jpg` is not standard but some browsers send it. */
export const TRANSFER_VOUCHER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'] as const;

export const TRANSFER_VOUCHER_ERROR = {
  required: 'transferVoucher.files.required',
  tooMany: 'transferVoucher.files.tooMany',
  invalid: 'transferVoucher.file.invalid',
  type: 'transferVoucher.file.type',
  empty: 'transferVoucher.file.empty',
  tooLarge: 'transferVoucher.file.tooLarge',
} as const;

/** A chosen file as plain data, whatever picked it (browser `File`, multipart part). */
export interface VoucherFile {
  name: string;
  /** MIME type; empty when the picker did not tell. */
  type: string;
  /** Bytes. */
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The name's extension decides; a MIME type, when the picker gives one, must agree. */
export function isVoucherFileType(file: Pick<VoucherFile, 'name' | 'type'>): boolean {
  const extensionAccepted = (TRANSFER_VOUCHER_EXTENSIONS as readonly string[]).includes(
    extensionOf(file.name),
  );
  const mime = file.type.toLowerCase();
  return (
    extensionAccepted && (mime === '' || (TRANSFER_VOUCHER_MIME_TYPES as readonly string[]).includes(mime))
  );
}

const voucherFileSchema = z
  .object(
    {
      name: z.string(withKey(TRANSFER_VOUCHER_ERROR.invalid)),
      type: z.string(withKey(TRANSFER_VOUCHER_ERROR.invalid)),
      size: z.number(withKey(TRANSFER_VOUCHER_ERROR.invalid)).int(withKey(TRANSFER_VOUCHER_ERROR.invalid)),
    },
    withKey(TRANSFER_VOUCHER_ERROR.invalid),
  )
  .refine(isVoucherFileType, withKey(TRANSFER_VOUCHER_ERROR.type))
  .refine((file) => file.size > 0, withKey(TRANSFER_VOUCHER_ERROR.empty))
  .refine((file) => file.size <= TRANSFER_VOUCHER_MAX_BYTES, withKey(TRANSFER_VOUCHER_ERROR.tooLarge));

/** The voucher upload of the payment screen: errors land on `files` or on `files.<index>`. */
export const transferVoucherSchema = z.object({
  files: z
    .array(voucherFileSchema, withKey(TRANSFER_VOUCHER_ERROR.required))
    .min(TRANSFER_VOUCHER_FILES.min, withKey(TRANSFER_VOUCHER_ERROR.required))
    .max(TRANSFER_VOUCHER_FILES.max, withKey(TRANSFER_VOUCHER_ERROR.tooMany)),
});
