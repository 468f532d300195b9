import { PAYMENT_REJECT_REASON_KEY, PAYMENT_REJECT_REASONS, type PaymentRejectReason } from '@tijara/domain';
import { Button, Dialog, Radio, RadioGroup, TextArea } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './StaffConsole.css';

/** The longest note finance may add to a rejection (the reject call's limit). */
export const REJECT_NOTE_MAX_LENGTH = 500;

export interface RejectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Rejects with the reason and note; resolves true when the server recorded it (the dialog closes). */
  onReject: (reason: PaymentRejectReason, note: string) => Promise<boolean>;
}

/**
 * Rejecting an attempt (code 11): a reason from the list the buyer will see it in ("payment not
 * received" among them), which must be chosen, and an optional note.
 */
export function RejectDialog({ isOpen, onOpenChange, onReject }: RejectDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<PaymentRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);

  function reset() {
    setReason(null);
    setNote('');
    setMissingReason(false);
  }

  async function submit(close: () => void) {
    if (reason === null) {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    try {
      if (await onReject(reason, note.trim())) {
        close();
        reset();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      isBusy={busy}
      title={<FormattedMessage id="staff.reject.title" />}
      footer={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            <FormattedMessage id="staff.reject.cancel" />
          </Button>
          <Button variant="danger" isLoading={busy} onPress={() => void submit(close)}>
            <FormattedMessage id="staff.reject.confirm" />
          </Button>
        </>
      )}
    >
      <div className={styles.stack}>
        <RadioGroup
          label={intl.formatMessage({ id: 'staff.reject.reason' })}
          isRequired
          value={reason}
          onChange={(value) => {
            setReason(value as PaymentRejectReason);
            setMissingReason(false);
          }}
          isInvalid={missingReason}
          errorMessage={intl.formatMessage({ id: 'staff.reject.reasonRequired' })}
        >
          {PAYMENT_REJECT_REASONS.map((option) => (
            <Radio key={option} value={option}>
              {formatDomainKey(intl, PAYMENT_REJECT_REASON_KEY[option])}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea
          label={intl.formatMessage({ id: 'staff.reject.note' })}
          description={intl.formatMessage({ id: 'staff.reject.noteHint' })}
          value={note}
          onChange={setNote}
          maxLength={REJECT_NOTE_MAX_LENGTH}
          rows={3}
        />
      </div>
    </Dialog>
  );
}
