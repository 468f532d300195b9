import { useRequestWalletTopUp, useTopUpBankAccounts } from '@tijara/api';
import {
  formatIqd,
  iqdDinars,
  TRANSFER_VOUCHER_ERROR,
  walletTopUpAmountField,
  walletTopUpVoucherProblem,
  type WalletTopUpMethod,
} from '@tijara/domain';
import {
  BankTransferDetails,
  Button,
  Dialog,
  latinDigits,
  Radio,
  RadioGroup,
  TextField,
  useUI,
  VoucherUpload,
} from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatDomainKey } from '../../i18n/domainMessages';
import { refusalText } from '../payment/StagePageStates';
import * as styles from './WalletPage.css';

/** The amount typed, in whole dinars (Arabic-Indic digits and grouping allowed), or NaN. */
export function topUpDinarsOf(text: string): number {
  const digits = latinDigits(text).replace(/[\s,٬.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

type Field = 'amountIqd' | 'vouchers' | 'form';

/**
 * Topping up the wallet (spec sections 1, 9: pre-recharge in IQD): by bank transfer to one of the
 * provider's accounts (the server's, `/hello/wallet/topUp/bankAccounts`) with 1 to 5 voucher
 * images, or in cash at the store. The buyer types the dinars they send; the wallet is credited
 * when finance confirms it. One request id per opening of the dialog, so a double click or a
 * retry asks once.
 */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useUI();
  const accounts = useTopUpBankAccounts();
  const { requestTopUp, isSending } = useRequestWalletTopUp();
  const transferOffered = accounts.bankAccounts === undefined || accounts.bankAccounts.length > 0;
  const [chosen, setChosen] = useState<WalletTopUpMethod>('bank_transfer');
  const method: WalletTopUpMethod = transferOffered ? chosen : 'cash';
  const [amountText, setAmountText] = useState('');
  const [vouchers, setVouchers] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const amount = walletTopUpAmountField.safeParse(topUpDinarsOf(amountText));
    const voucherProblem = walletTopUpVoucherProblem(method, method === 'cash' ? 0 : vouchers.length);
    const next: Partial<Record<Field, string>> = {};
    if (!amount.success) next.amountIqd = formatDomainKey(intl, amount.error.issues[0]!.message);
    if (voucherProblem !== null)
      next.vouchers = formatDomainKey(
        intl,
        vouchers.length === 0 ? TRANSFER_VOUCHER_ERROR.required : voucherProblem,
      );
    setErrors(next);
    if (!amount.success || voucherProblem !== null) return;
    const result = await requestTopUp({ method, amountIqd: amount.data, vouchers });
    if (result.success) {
      notify(
        intl.formatMessage(
          { id: 'wallet.topUp.done' },
          { amount: formatIqd(iqdDinars(result.data.amountIqd), locale) },
        ),
        'success',
      );
      onClose();
      return;
    }
    setErrors({ form: refusalText(intl, result) });
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isBusy={isSending}
      title={<FormattedMessage id="wallet.topUp.title" />}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onClose} isDisabled={isSending}>
            <FormattedMessage id="wallet.topUp.cancel" />
          </Button>
          <Button type="submit" form="wallet-top-up" isLoading={isSending}>
            <FormattedMessage id="wallet.topUp.confirm" />
          </Button>
        </div>
      }
    >
      <form id="wallet-top-up" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={intl.formatMessage({ id: 'wallet.topUp.method' })}
          value={method}
          onChange={(value) => {
            setChosen(value === 'cash' ? 'cash' : 'bank_transfer');
            setErrors({});
          }}
        >
          <Radio value="bank_transfer" isDisabled={!transferOffered}>
            <FormattedMessage id="wallet.topUp.method.bankTransfer" />
          </Radio>
          <Radio value="cash">
            <FormattedMessage id="wallet.topUp.method.cash" />
          </Radio>
        </RadioGroup>
        {!transferOffered ? (
          <p className={styles.note}>
            <FormattedMessage id="wallet.topUp.noTransfer" />
          </p>
        ) : null}
        <TextField
          name="amountIqd"
          label={intl.formatMessage({ id: 'wallet.topUp.amount' })}
          description={intl.formatMessage({ id: 'wallet.topUp.amountHint' })}
          inputMode="numeric"
          isRequired
          value={amountText}
          onChange={(value) => {
            setAmountText(value);
            setErrors((current) => ({ ...current, amountIqd: undefined, form: undefined }));
          }}
          isInvalid={errors.amountIqd !== undefined}
          errorMessage={errors.amountIqd}
        />
        {method === 'bank_transfer' ? (
          <>
            {accounts.error && !accounts.bankAccounts ? (
              <div className={styles.note} role="alert">
                <FormattedMessage id="wallet.topUp.accountsFailed" />{' '}
                <Button variant="secondary" onPress={() => void accounts.mutate()}>
                  <FormattedMessage id="orders.retry" />
                </Button>
              </div>
            ) : (
              <BankTransferDetails
                headingLevel={3}
                accounts={accounts.bankAccounts ?? []}
                isLoading={accounts.bankAccounts === undefined}
              />
            )}
            <VoucherUpload
              onChange={(files) => {
                setVouchers(files);
                setErrors((current) => ({ ...current, vouchers: undefined, form: undefined }));
              }}
              errorMessage={errors.vouchers}
              isDisabled={isSending}
            />
          </>
        ) : (
          <p className={styles.note}>
            <FormattedMessage id="wallet.topUp.cashHint" />
          </p>
        )}
        {errors.form ? (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
