import type { PdpdFailure } from '@tijara/api';
import { WALLET_ERROR } from '@tijara/domain';
import { Button, Link, PaymentPasswordField } from '@tijara/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { individualCenterAddress } from '../../app/routeTable';
import { formatDomainKey } from '../../i18n/domainMessages';
import { refusalText } from '../payment/StagePageStates';
import * as styles from './PasswordDialogParts.css';

// What the dialogs that end with the payment password share (the wallet's freeze, adding a card):
// their footer (the top-up dialogs' too), the password field with the way to reset it, and what the server said of it.

export interface DialogFooterProps {
  /** The cancel button's text; it closes the dialog. */
  cancel: ReactNode;
  onCancel: () => void;
  /** While the dialog's action runs, cancelling waits. */
  isBusy: boolean;
  /** The primary action (the form's submit button), last; none where the dialog only closes. */
  children?: ReactNode;
}

/** A dialog's footer: cancel (or close), then the primary action. */
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

/**
 * What the server said of a payment password the dialog sent: `refused(failure)` locks the field
 * after too many wrong entries (429) or says the entries left after a wrong one (400 with
 * `remaining`), answering undefined; any other refusal it answers in words for the form, and
 * notes whether it was "no payment password yet" (the server words it from the same catalogue).
 * `typed()` clears the entries left once the buyer types again.
 */
export function usePasswordRefusal() {
  const intl = useIntl();
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>();
  const [locked, setLocked] = useState(false);
  const [notSet, setNotSet] = useState(false);

  const refused = (failure: PdpdFailure): string | undefined => {
    if (failure.code === 429) {
      setLocked(true);
      return undefined;
    }
    const remaining = (failure.data as { remaining?: unknown } | null)?.remaining;
    if (failure.code === 400 && typeof remaining === 'number') {
      setAttemptsLeft(remaining);
      return undefined;
    }
    setNotSet(failure.msg === formatDomainKey(intl, WALLET_ERROR.paymentPasswordNotSet));
    return refusalText(intl, failure);
  };

  return { attemptsLeft, locked, notSet, refused, typed: () => setAttemptsLeft(undefined) };
}
