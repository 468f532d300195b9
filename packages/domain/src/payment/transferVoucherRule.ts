/** Spec sections 5 and 9: a bank-transfer voucher is 1-5 files. */
export const TRANSFER_VOUCHER_FILES = { min: 1, max: 5 } as const;

/**
 * A voucher is an uploaded image: png, jpg, jpeg or gif of at most 10 MB, by the image upload's
 * own rule (spec sections 5 and 9). One text also lists pdf; we leave it out: the rule says "image
 * files", the voucher goes through the image upload, and finance reviews it as a picture. A bank
 * app's PDF receipt can be sent as a screenshot.
 */
export const TRANSFER_VOUCHER_ERROR = {
  required: 'transferVoucher.files.required',
  tooMany: 'transferVoucher.files.tooMany',
  type: 'transferVoucher.file.type',
  tooLarge: 'transferVoucher.file.tooLarge',
} as const;
