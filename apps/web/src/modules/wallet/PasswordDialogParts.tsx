import { Button, Link, PaymentPasswordField } from '@tijara/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { individualCenterAddress } from '../../app/routeTable';
import * as styles from './PasswordDialogParts.css';

// What the dialogs that end with the payment password share (the wallet's freeze, adding a card):
// their footer, the password field with the way to reset it, and what the server said.

export interface DialogFooterProps {
  /** The cancel button's text; it closes the dialog. */
  cancel: ReactNode;
  onCancel: () => void;
  /** While the dialog's action runs, cancelling waits. */
  isBusy: boolean;
  /** The primary action (the form's submit button), last. */
  children: ReactNode;
}

/** A form dialog's footer: cancel, then the primary action. */
export function DialogFooter({ cancel, onCancel, isBusy, children }: DialogFooterProps) {
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onPress={onCancel} isDisabled={isBusy}>
        {cancel}
      </Button>
      {children}
    </div>
  );
}

export interface PaymentPasswordEntryProps {
  value: string;
  onChange: (value: string) => void;
  /** The entries left before the lockout, after a wrong one. */
  attemptsLeft?: number;
  isLocked: boolean;
  errorMessage?: string;
}

/** The payment password (`paymentPassword`), with the way to reset it in the account centre. */
export function PaymentPasswordEntry(props: PaymentPasswordEntryProps) {
  return (
    <PaymentPasswordField
      name="paymentPassword"
      {...props}
      resetAction={
        <Link href={individualCenterAddress('paymentPassword')}>
          <FormattedMessage id="wallet.freeze.resetPassword" />
        </Link>
      }
    />
  );
}

/**
 * The server's refusal of the form in words, and, when the buyer has no payment password yet,
 * the way to set one.
 */
export function PasswordRefusal({ message, notSet }: { message: string | undefined; notSet: boolean }) {
  return (
    <>
      {message ? (
        <p role="alert" className={styles.formError}>
          {message}
        </p>
      ) : null}
      {notSet ? (
        <Link href={individualCenterAddress('paymentPassword')}>
          <FormattedMessage id="wallet.freeze.setPassword" />
        </Link>
      ) : null}
    </>
  );
}
