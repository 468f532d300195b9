import {
  useProviderTopUpResult,
  useRequestWalletTopUp,
  useStartProviderTopUp,
  useTopUpBankAccounts,
  useTopUpProviders,
  type ProviderTopUpStart,
  type WalletTopUp,
} from '@tijara/api';
import {
  formatIqd,
  iqdDinars,
  TRANSFER_VOUCHER_ERROR,
  WALLET_TOP_UP_ALL_METHODS,
  WALLET_TOP_UP_PROVIDERS,
  walletTopUpAmountField,
  walletTopUpVoucherProblem,
  type WalletTopUpAnyMethod,
  type WalletTopUpProvider,
} from '@tijara/domain';
import { BankTransferDetails, Button, Dialog, Radio, RadioGroup, useUI, VoucherUpload } from '@tijara/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatDomainKey } from '../../i18n/domainMessages';
import { browserLocation, isWebAddress, ProviderSessionView } from '../payment/ProviderSession';
import { refusalText } from '../payment/StagePageStates';
import { DinarsField, dinarsOf } from './DinarsField';
import { DialogFooter } from './PasswordDialogParts';
import * as styles from './WalletPage.css';

type Field = 'amountIqd' | 'vouchers' | 'form';

/** The payment platforms' names, as the payment screens call them. */
const PROVIDER_NAME = defineMessages({
  zaincash: { id: 'payment.method.zaincash' },
  fib: { id: 'payment.method.fib' },
}) satisfies Record<WalletTopUpProvider, unknown>;

const isProvider = (method: WalletTopUpAnyMethod): method is WalletTopUpProvider =>
  (WALLET_TOP_UP_PROVIDERS as readonly string[]).includes(method);

/**
 * Topping up the wallet (spec sections 1, 9: pre-recharge in IQD): by bank transfer to one of the
 * provider's accounts (the server's, `/hello/wallet/topUp/bankAccounts`) with 1 to 5 voucher
 * images, or in cash at the store, credited when finance confirms it; or through ZainCash or FIB
 * when the server has them (`/hello/wallet/topUp/provider/methods`), credited as soon as the
 * provider confirms the payment: ZainCash's own page (which sends the buyer back to the wallet
 * page), or FIB's QR code and app links shown here while the dialog asks for the outcome. The
 * buyer types the dinars they send. One request id per opening of the dialog, so a double click
 * or a retry asks once.
 */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useUI();
  const accounts = useTopUpBankAccounts();
  const { providers } = useTopUpProviders();
  const { requestTopUp, isSending: isRequesting } = useRequestWalletTopUp();
  const { startTopUp, isStarting } = useStartProviderTopUp();
  const isSending = isRequesting || isStarting;
  const transferOffered = accounts.bankAccounts === undefined || accounts.bankAccounts.length > 0;
  const offeredProviders = providers ?? [];
  const [chosen, setChosen] = useState<WalletTopUpAnyMethod>('bank_transfer');
  const method: WalletTopUpAnyMethod =
    chosen === 'cash' ||
    (chosen === 'bank_transfer' && transferOffered) ||
    (isProvider(chosen) && offeredProviders.includes(chosen))
      ? chosen
      : 'cash';
  const [amountText, setAmountText] = useState('');
  const [vouchers, setVouchers] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [started, setStarted] = useState<ProviderTopUpStart | null>(null);

  const onDecided = useCallback(
    (topUp: WalletTopUp) => {
      if (topUp.status === 'approved')
        notify(
          intl.formatMessage(
            { id: 'wallet.topUp.credited' },
            { amount: formatIqd(iqdDinars(topUp.amountIqd), locale) },
          ),
          'success',
        );
      else notify(intl.formatMessage({ id: 'wallet.topUp.providerFailed' }), 'danger');
      onClose();
    },
    [intl, locale, onClose],
  );

  async function startAtProvider(provider: WalletTopUpProvider, amountIqd: number) {
    const result = await startTopUp({ provider, amountIqd });
    if (!result.success) {
      setErrors({ form: refusalText(intl, result) });
      return;
    }
    const { session } = result.data;
    if (session.method === 'fib') setStarted(result.data);
    else if (isWebAddress(session.redirectUrl))
      // ZainCash's own page; it sends the buyer back to the wallet page.
      browserLocation.assign(session.redirectUrl);
    else setErrors({ form: intl.formatMessage({ id: 'payment.zaincash.noPage' }) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending || started) return;
    const amount = walletTopUpAmountField.safeParse(dinarsOf(amountText));
    if (isProvider(method)) {
      setErrors(amount.success ? {} : { amountIqd: formatDomainKey(intl, amount.error.issues[0]!.message) });
      if (amount.success) await startAtProvider(method, amount.data);
      return;
    }
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
        started ? (
          <DialogFooter
            cancel={<FormattedMessage id="wallet.topUp.close" />}
            onCancel={onClose}
            isBusy={false}
          />
        ) : (
          <DialogFooter
            cancel={<FormattedMessage id="wallet.topUp.cancel" />}
            onCancel={onClose}
            isBusy={isSending}
          >
            <Button type="submit" form="wallet-top-up" isLoading={isSending}>
              {isProvider(method) ? (
                <FormattedMessage id="wallet.topUp.payNow" />
              ) : (
                <FormattedMessage id="wallet.topUp.confirm" />
              )}
            </Button>
          </DialogFooter>
        )
      }
    >
      {started ? (
        <ProviderSessionView
          session={started.session}
          watcher={<TopUpWatcher topUpId={started.topUp.id} onDecided={onDecided} />}
        />
      ) : (
        <form id="wallet-top-up" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
          <RadioGroup
            label={intl.formatMessage({ id: 'wallet.topUp.method' })}
            value={method}
            onChange={(value) => {
              setChosen(WALLET_TOP_UP_ALL_METHODS.find((known) => known === value) ?? 'cash');
              setErrors({});
            }}
          >
            <Radio value="bank_transfer" isDisabled={!transferOffered}>
              <FormattedMessage id="wallet.topUp.method.bankTransfer" />
            </Radio>
            <Radio value="cash">
              <FormattedMessage id="wallet.topUp.method.cash" />
            </Radio>
            {offeredProviders.map((provider) => (
              <Radio key={provider} value={provider}>
                <FormattedMessage {...PROVIDER_NAME[provider]} />
              </Radio>
            ))}
          </RadioGroup>
          {transferOffered ? null : offeredProviders.length > 0 ? (
            <p className={styles.note}>
              <FormattedMessage
                id="wallet.topUp.noTransferProviders"
                values={{
                  providers: intl.formatList(
                    offeredProviders.map((provider) => intl.formatMessage(PROVIDER_NAME[provider])),
                    { type: 'disjunction' },
                  ),
                }}
              />
            </p>
          ) : (
            <p className={styles.note}>
              <FormattedMessage id="wallet.topUp.noTransfer" />
            </p>
          )}
          <DinarsField
            label={intl.formatMessage({ id: 'wallet.topUp.amount' })}
            description={intl.formatMessage({ id: 'wallet.topUp.amountHint' })}
            value={amountText}
            onChange={(value) => {
              setAmountText(value);
              setErrors((current) => ({ ...current, amountIqd: undefined, form: undefined }));
            }}
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
          ) : isProvider(method) ? (
            <p className={styles.note}>
              <FormattedMessage
                id="wallet.topUp.providerHint"
                values={{ provider: intl.formatMessage(PROVIDER_NAME[method]) }}
              />
            </p>
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
      )}
    </Dialog>
  );
}

/** Asks for a top-up waiting at its provider every few seconds, and says when it is decided. Renders nothing. */
function TopUpWatcher({ topUpId, onDecided }: { topUpId: string; onDecided: (topUp: WalletTopUp) => void }) {
  const { result } = useProviderTopUpResult(topUpId);
  const topUp = result?.topUp;
  useEffect(() => {
    if (topUp && topUp.status !== 'pending') onDecided(topUp);
  }, [topUp, onDecided]);
  return null;
}
