import { useFreezeWallet } from '@tijara/api';
import {
  formatIqd,
  FREEZE_PLANS,
  freezeBonus,
  freezeReleaseAt,
  iqdDinars,
  paymentPasswordFields,
  validate,
  WALLET_ERROR,
  walletFreezeFields,
  type FreezeDays,
} from '@tijara/domain';
import { Button, Dialog, Radio, RadioGroup, useUI } from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { notify } from '../../app/notify';
import { formatDomainKey } from '../../i18n/domainMessages';
import { wordFieldErrors } from '../account/fieldErrors';
import { DinarsField, dinarsOf } from './DinarsField';
import {
  DialogFooter,
  PasswordRefusal,
  PaymentPasswordEntry,
  usePasswordRefusal,
} from './PasswordDialogParts';
import * as styles from './WalletPage.css';

/** The freeze's fields as the server checks them: whole dinars, a length offered, six digits. */
const freezeForm = z.object({
  ...walletFreezeFields,
  paymentPassword: paymentPasswordFields.paymentPassword,
});

type Field = 'amountIqd' | 'days' | 'paymentPassword';
const FIELDS: readonly Field[] = ['amountIqd', 'days', 'paymentPassword'];

export interface FreezeDialogProps {
  /** The available balance in dinars (the server's figure): a freeze may not ask for more. */
  availableIqd: number;
  onClose: () => void;
}

/**
 * Freezing part of the wallet (spec section 9: 7 days +0.5 %, 15 days +2 %): the amount, the
 * length, the bonus it earns and when it comes back shown before confirming, then the payment
 * password. The bonus shown is the domain's `freezeBonus`, the rule the server applies. One
 * request id per opening of the dialog, so a double click or a retry freezes once. A wrong
 * password says how many attempts are left; too many lock the field.
 */
export function FreezeDialog({ availableIqd, onClose }: FreezeDialogProps) {
  const intl = useIntl();
  const { locale } = useUI();
  const { freeze, isMutating } = useFreezeWallet();
  const [amountText, setAmountText] = useState('');
  const [days, setDays] = useState<FreezeDays>(FREEZE_PLANS[0].days);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const password = usePasswordRefusal();
  // The moment the dialog opened: the release date shown is the plan's length from now.
  const [openedAt] = useState(() => new Date());

  const amount = dinarsOf(amountText);
  const preview = Number.isInteger(amount) && amount > 0 ? iqdDinars(amount) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isMutating) return;
    const parsed = validate(freezeForm, { amountIqd: amount, days, paymentPassword });
    if (!parsed.ok) {
      setErrors(wordFieldErrors(intl, parsed.errors, FIELDS));
      return;
    }
    if (parsed.value.amountIqd > availableIqd) {
      setErrors({ amountIqd: formatDomainKey(intl, WALLET_ERROR.freezeInsufficient) });
      return;
    }
    setErrors({});
    const result = await freeze(parsed.value);
    if (result.success) {
      notify(
        intl.formatMessage(
          { id: 'wallet.freeze.done' },
          {
            amount: formatIqd(iqdDinars(result.data.freeze.amountIqd), locale),
            bonus: formatIqd(iqdDinars(result.data.freeze.bonusIqd), locale),
          },
        ),
        'success',
      );
      onClose();
      return;
    }
    setPaymentPassword('');
    const refusal = password.refused(result);
    if (refusal !== undefined) setErrors({ form: refusal });
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isBusy={isMutating}
      title={<FormattedMessage id="wallet.freeze.title" />}
      footer={
        <DialogFooter
          cancel={<FormattedMessage id="wallet.freeze.cancel" />}
          onCancel={onClose}
          isBusy={isMutating}
        >
          <Button type="submit" form="wallet-freeze" isLoading={isMutating}>
            <FormattedMessage id="wallet.freeze.confirm" />
          </Button>
        </DialogFooter>
      }
    >
      <form id="wallet-freeze" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <DinarsField
          label={intl.formatMessage({ id: 'wallet.freeze.amount' })}
          description={intl.formatMessage(
            { id: 'wallet.freeze.available' },
            { amount: formatIqd(iqdDinars(availableIqd), locale) },
          )}
          value={amountText}
          onChange={(value) => {
            setAmountText(value);
            setErrors((current) => ({ ...current, amountIqd: undefined, form: undefined }));
          }}
          errorMessage={errors.amountIqd}
        />
        <RadioGroup
          label={intl.formatMessage({ id: 'wallet.freeze.days' })}
          value={String(days)}
          onChange={(value) => setDays(value === '15' ? 15 : 7)}
          orientation="horizontal"
        >
          {FREEZE_PLANS.map((plan) => (
            <Radio key={plan.days} value={String(plan.days)}>
              <FormattedMessage
                id="wallet.freeze.plan"
                values={{
                  days: plan.days,
                  percent: intl.formatNumber(plan.bonusBasisPoints / 10_000, {
                    style: 'percent',
                    signDisplay: 'always',
                    maximumFractionDigits: 1,
                  }),
                }}
              />
            </Radio>
          ))}
        </RadioGroup>
        {preview ? (
          <dl className={styles.preview} aria-live="polite">
            <div className={styles.previewRow}>
              <dt className={styles.previewTerm}>
                <FormattedMessage id="wallet.freeze.bonus" />
              </dt>
              <dd className={styles.previewValue}>{formatIqd(freezeBonus(preview, days), locale)}</dd>
            </div>
            <div className={styles.previewRow}>
              <dt className={styles.previewTerm}>
                <FormattedMessage id="wallet.freeze.back" />
              </dt>
              <dd className={styles.previewValue}>
                <FormattedMessage
                  id="wallet.freeze.backValue"
                  values={{
                    amount: formatIqd(iqdDinars(preview + freezeBonus(preview, days)), locale),
                    date: (
                      <FormattedDate
                        value={freezeReleaseAt(openedAt, days)}
                        dateStyle="medium"
                        timeZone="Asia/Baghdad"
                      />
                    ),
                  }}
                />
              </dd>
            </div>
          </dl>
        ) : null}
        <PaymentPasswordEntry
          value={paymentPassword}
          onChange={(value) => {
            setPaymentPassword(value);
            password.typed();
            setErrors((current) => ({ ...current, paymentPassword: undefined, form: undefined }));
          }}
          attemptsLeft={password.attemptsLeft}
          isLocked={password.locked}
          errorMessage={errors.paymentPassword}
        />
        <PasswordRefusal message={errors.form} notSet={password.notSet} />
      </form>
    </Dialog>
  );
}
