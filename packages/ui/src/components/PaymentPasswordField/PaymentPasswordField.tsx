import { PAYMENT_PASSWORD_LENGTH } from '@tijara/domain';
import type { ReactNode } from 'react';
import { useMessages } from '../../provider';
import { CodeField, type CodeFieldProps } from '../CodeField';
import * as styles from './PaymentPasswordField.css';
import { paymentPasswordFieldMessages } from './PaymentPasswordField.messages';

export interface PaymentPasswordFieldProps extends Omit<
  CodeFieldProps,
  'length' | 'isMasked' | 'label' | 'description' | 'isInvalid'
> {
  /** The field's name; the built-in "Payment password" by default. */
  label?: ReactNode;
  /** A hint under the boxes; the built-in "6 digits" by default. */
  description?: ReactNode;
  /**
   * How many attempts the server says are left after a wrong password (the call's failure data).
   * Given, the field is invalid and says "Payment password incorrect, N attempts left".
   */
  attemptsLeft?: number | undefined;
  /**
   * Too many wrong entries: the field is disabled and says so. Put the way out in `resetAction`.
   * @default false
   */
  isLocked?: boolean;
  /** A link or button to the reset-payment-password screen, shown while locked. */
  resetAction?: ReactNode;
  /** Another error to show (a failed call), in the buyer's language; marks the field invalid. */
  errorMessage?: ReactNode;
}

/**
 * The 6-digit payment password of wallet and saved-card payments (spec sections 5 and 9): a
 * masked `CodeField` of six boxes that a screen reader meets as ONE password input with its
 * label, hint and error. Digits only, Arabic-Indic digits typed or pasted become Latin, a pasted
 * password fills every box, Backspace goes back a box. A wrong password shows how many attempts
 * are left (`attemptsLeft`); a lockout (`isLocked`) disables the field and offers `resetAction`.
 */
export function PaymentPasswordField({
  label,
  description,
  attemptsLeft,
  isLocked = false,
  resetAction,
  errorMessage,
  isDisabled,
  className,
  ...props
}: PaymentPasswordFieldProps) {
  const t = useMessages(paymentPasswordFieldMessages);
  const error = isLocked
    ? t('locked')
    : (errorMessage ?? (attemptsLeft === undefined ? undefined : t('incorrect', { attempts: attemptsLeft })));
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-locked={isLocked ? '' : undefined}
    >
      <CodeField
        {...props}
        length={PAYMENT_PASSWORD_LENGTH}
        isMasked
        label={label ?? t('label')}
        description={description ?? t('hint', { length: PAYMENT_PASSWORD_LENGTH })}
        isInvalid={error !== undefined}
        errorMessage={error}
        isDisabled={isDisabled === true || isLocked}
      />
      {isLocked && resetAction ? <div className={styles.reset}>{resetAction}</div> : null}
    </div>
  );
}
