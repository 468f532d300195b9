import { useChangeOrderPrice } from '@tijara/api';
import {
  PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  formatUsd,
  parseUsdAmountText,
  type UsdCents,
} from '@tijara/domain';
import { TextArea, TextField } from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatFailureMessage } from '../../i18n/domainMessages';
import * as styles from './StaffConsole.css';
import { FormEnd } from './StaffOrderParts';

/** Characters as the server counts them (code points). */
const characterCount = (text: string) => [...text].length;

/**
 * The new goods price in US dollars as staff type it (the domain's `parseUsdAmountText`), sent as
 * cents with a note, under one idempotency key per form (a double submit is one change). Checked
 * here as the server checks it (below the current price, not below the floor, a note of 1-100
 * characters); the server's refusal is shown beside the button.
 */
export function PriceChangeForm({
  orderNo,
  current,
  floor,
}: {
  orderNo: string;
  current: UsdCents;
  floor: UsdCents;
}) {
  const intl = useIntl();
  const { changePrice, isChanging } = useChangeOrderPrice();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; note?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: { amount?: string; note?: string } = {};
    const cents = parseUsdAmountText(amountText.trim());
    if (cents === null) found.amount = intl.formatMessage({ id: 'staff.priceChange.amountInvalid' });
    else if (cents >= current)
      found.amount = intl.formatMessage(
        { id: 'staff.priceChange.notLower' },
        { current: formatUsd(current) },
      );
    else if (cents < floor)
      found.amount = intl.formatMessage({ id: 'staff.priceChange.belowFloor' }, { floor: formatUsd(floor) });
    const trimmed = note.trim();
    if (trimmed === '') found.note = intl.formatMessage({ id: 'staff.priceChange.noteRequired' });
    else if (characterCount(trimmed) > PRICE_CHANGE_NOTE_MAX_CHARACTERS)
      found.note = intl.formatMessage(
        { id: 'staff.priceChange.noteTooLong' },
        { max: PRICE_CHANGE_NOTE_MAX_CHARACTERS },
      );
    setProblems(found);
    setRefusal(null);
    if (cents === null || Object.keys(found).length > 0) return;
    const result = await changePrice({ orderNo, amount: cents, note: trimmed, idempotencyKey });
    if (result.success) notify(intl.formatMessage({ id: 'staff.priceChange.done' }, { orderNo }), 'success');
    // The server's own words name the rule that refused (not a VIP, below the floor...); a 422's
    // mapped message would only say the data could not be processed.
    else
      setRefusal(
        result.kind === 'rejected' && result.msg.trim() !== ''
          ? result.msg
          : formatFailureMessage(intl, result.message),
      );
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle}>
        <FormattedMessage id="staff.priceChange.formTitle" />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage
          id="staff.priceChange.formHint"
          values={{ current: formatUsd(current), floor: formatUsd(floor) }}
        />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'staff.priceChange.amount' })}
        value={amountText}
        onChange={setAmountText}
        inputMode="decimal"
        autoComplete="off"
        isRequired
        isInvalid={problems.amount !== undefined}
        errorMessage={problems.amount}
      />
      <TextArea
        label={intl.formatMessage({ id: 'staff.priceChange.note' })}
        value={note}
        onChange={setNote}
        rows={3}
        maxLength={PRICE_CHANGE_NOTE_MAX_CHARACTERS}
        isRequired
        isInvalid={problems.note !== undefined}
        errorMessage={problems.note}
        description={intl.formatMessage(
          { id: 'staff.priceChange.noteHint' },
          { max: PRICE_CHANGE_NOTE_MAX_CHARACTERS },
        )}
      />
      <FormEnd refusal={refusal} isBusy={isChanging}>
        <FormattedMessage id="staff.priceChange.submit" />
      </FormEnd>
    </form>
  );
}
