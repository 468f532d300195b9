import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MAX_BYTES, TRANSFER_VOUCHER_FILES } from '@tijara/domain';
import { useState, type ReactNode } from 'react';
import { AlertIcon } from '../../icons';
import { useMessages } from '../../provider';
import { FileUpload } from '../FileUpload';
import * as styles from './VoucherUpload.css';
import { voucherUploadMessages } from './VoucherUpload.messages';

/** The types a voucher may be, from the image upload's rule of `@tijara/domain` (spec section 5). */
export const VOUCHER_ACCEPTED_TYPES: readonly string[] = IMAGE_UPLOAD_EXTENSIONS.map(
  (extension) => `.${extension}`,
);

export interface VoucherUploadProps {
  /** The upload's name; the built-in "Transfer voucher" by default. */
  label?: ReactNode;
  /** A hint under the drop zone; the built-in one (a photo or screenshot of the receipt) by default. */
  description?: ReactNode;
  /** Called with the accepted images, in order, after each addition or removal. */
  onChange?: (files: File[]) => void;
  /**
   * A problem to show under the upload, in the buyer's language: the domain's
   * `transferVoucher.files.required` when the buyer sends none, or a failed upload.
   */
  errorMessage?: ReactNode;
  /** While the vouchers are being sent. @default false */
  isDisabled?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * The bank-transfer voucher of a payment (spec sections 5 and 9): 1 to 5 images (PNG, JPG or GIF,
 * 10 MB each, `@tijara/domain`'s `TRANSFER_VOUCHER_FILES` and image upload rule), chosen, dropped
 * or pasted, each with a preview (its object URL revoked when removed) and a remove button; a
 * file of the wrong type or size, or beyond the fifth, is refused with the reason. The count
 * ("2 of 5 images") is announced as it changes. A `FileUpload` with the voucher's limits.
 */
export function VoucherUpload({
  label,
  description,
  onChange,
  errorMessage,
  isDisabled = false,
  className,
}: VoucherUploadProps) {
  const t = useMessages(voucherUploadMessages);
  const [count, setCount] = useState(0);
  const max = TRANSFER_VOUCHER_FILES.max;

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-invalid={errorMessage ? '' : undefined}
    >
      <FileUpload
        label={label ?? t('label')}
        description={description ?? t('description')}
        acceptedTypes={VOUCHER_ACCEPTED_TYPES}
        maxFileBytes={IMAGE_UPLOAD_MAX_BYTES}
        maxFiles={max}
        isDisabled={isDisabled}
        onChange={(files) => {
          setCount(files.length);
          onChange?.(files);
        }}
      />
      <p
        className={styles.count}
        aria-live="polite"
        data-full={count >= max ? '' : undefined}
        data-count={count}
      >
        {t('count', { count, max })}
      </p>
      {errorMessage ? (
        <p className={styles.error} role="alert">
          <AlertIcon />
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
