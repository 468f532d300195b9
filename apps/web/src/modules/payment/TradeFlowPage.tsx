import {
  usePayStage,
  useStagePayment,
  useWarehouses,
  type ProviderSession,
  type StagePayment,
} from '@tijara/api';
import {
  DEFAULT_COUNTRY_ID,
  formatIqd,
  formatUsd,
  iqdDinars,
  LEDGER_ERROR,
  parseIqdPerUsd,
  paymentPasswordFields,
  TRANSFER_VOUCHER_ERROR,
  validate,
} from '@tijara/domain';
import {
  BankTransferDetails,
  Button,
  Link,
  PaymentMethodPicker,
  PaymentPasswordField,
  Skeleton,
  StageAmount,
  useUI,
  VoucherUpload,
} from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, defineMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useCurrency } from '../../app/currency';
import { individualCenterAddress, paymentResultAddress, switchPayAddress } from '../../app/routeTable';
import { formatDomainKey } from '../../i18n/domainMessages';
import { wordFieldErrors } from '../account/fieldErrors';
import { choosableMethodsOf, methodOptionsOf, walletShortfallOf } from './methodOptions';
import * as styles from './payment.css';
import {
  isProviderMethod,
  isScreenMethod,
  methodOf,
  screenMethodsOf,
  type ScreenMethod,
} from './paymentQuery';
import { SavedCardChoice, useCardPay } from './CardPayment';
import { browserLocation, isWebAddress, ProviderSessionPanel } from './ProviderSession';
import { newestAttempt } from './PaymentResultPage';
import { walletRefusalOf, type WalletRefusal } from './walletRefusal';
import {
  NoMethodsState,
  refusalText,
  StagePageStates,
  StageTakenState,
  useStagePage,
} from './StagePageStates';

/**
 * Spec section 2, `/trade_flow?orderNo=&stage=` (spec sections 1, 3 and 7 "Payment"): paying a
 * stage of the buyer's order. The stage and its amount in dollars and dinars come from the server
 * (`payOrder/create`), with the methods it offers; those these screens can pay with are shown
 * (bank transfer, cash, the wallet). A transfer shows the provider's accounts and takes 1 to 5
 * voucher images; cash shows the store's address; the wallet shows its balance (and cannot be
 * chosen when it holds less than the stage, with the way to top it up), then takes the 6-digit
 * payment password; ZainCash sends the browser to its own page (which sends it back to
 * `/payment-result`); FIB shows its QR code, code, app links and validity here, and the page goes
 * on to `/payment-result` once FIB answers; a saved card (in dollars) is chosen among the buyer's
 * cards, then the payment password. The payment goes out under one idempotency key per
 * visit, so a double click, a retry or a corrected password makes one payment; then
 * `/payment-result` says where it stands.
 */
export function TradeFlowPage() {
  const {
    search,
    target,
    orderNo: addressOrderNo,
    title,
  } = useStagePage(defineMessage({ id: 'payment.tradeFlow.title' }));
  const read = useStagePayment(addressOrderNo, target?.stage);
  const { stagePayment } = read;
  // FIB's payment just started on this page: shown at once, before the stage is read again.
  const [started, setStarted] = useState<ProviderSession | null>(null);

  if (!stagePayment) {
    return <StagePageStates title={title} orderNo={addressOrderNo} read={read} />;
  }

  // An attempt waiting at a provider (started now, or before a reload): how to go on paying it.
  const latest = newestAttempt(stagePayment);
  const waiting =
    stagePayment.state === 'processing' && latest?.status === 'submitted' ? latest.provider : null;
  const session = stagePayment.state === 'success' ? null : (started ?? waiting);
  if (session) {
    return (
      <section className={styles.page}>
        {title}
        <ProviderSessionPanel orderNo={stagePayment.orderNo} stage={stagePayment.stage} session={session} />
      </section>
    );
  }

  if (stagePayment.state === 'processing' || stagePayment.state === 'success') {
    // Cash not brought yet can be given up for another method (`/switch-pay`); a transfer cannot.
    const cashAwaited = latest?.method === 'cash';
    // A card charge whose answer is late: the gateway's, not finance's (`/payment-result` asks it).
    const cardAwaited = stagePayment.state === 'processing' && latest?.method === 'card';
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        processingTitle={
          cashAwaited ? (
            <FormattedMessage id="payment.tradeFlow.cashAwaited" />
          ) : cardAwaited ? (
            <FormattedMessage id="payment.card.processingTitle" />
          ) : (
            <FormattedMessage id="payment.tradeFlow.underReview" />
          )
        }
        processingHint={
          cashAwaited ? (
            <>
              <FormattedMessage id="payment.tradeFlow.cashSwitchHint" />{' '}
              <Link href={switchPayAddress({ orderNo: stagePayment.orderNo, stage: stagePayment.stage })}>
                <FormattedMessage id="payment.switch.link" />
              </Link>
            </>
          ) : cardAwaited ? (
            <>
              <FormattedMessage id="payment.card.processingHint" />{' '}
              <Link href={paymentResultAddress({ orderNo: stagePayment.orderNo, stage: stagePayment.stage })}>
                <FormattedMessage id="payment.card.processingLink" />
              </Link>
            </>
          ) : undefined
        }
      />
    );
  }

  return (
    <section className={styles.page}>
      {title}
      <PayStageForm
        stagePayment={stagePayment}
        initialMethod={methodOf(search)}
        onStale={() => void read.mutate()}
        onStarted={setStarted}
      />
    </section>
  );
}

interface PayStageFormProps {
  stagePayment: StagePayment;
  /** The method the address asks to start with (from `/switch-pay`), when the server offers it. */
  initialMethod: ScreenMethod | null;
  /** Reads the stage again (its wallet balance was out of date). */
  onStale: () => void;
  /** A provider's payment started and is paid on this page (FIB's QR code). */
  onStarted: (session: ProviderSession) => void;
}

type FormErrors = Partial<Record<'method' | 'vouchers' | 'card' | 'paymentPassword' | 'form', string>>;

/** The wallet's payment password as the server checks it: six digits. */
const walletForm = z.object({ paymentPassword: paymentPasswordFields.paymentPassword });

function PayStageForm({ stagePayment, initialMethod, onStale, onStarted }: PayStageFormProps) {
  const intl = useIntl();
  const { locale } = useUI();
  const navigate = useNavigate();
  const { currency } = useCurrency();
  const options = methodOptionsOf(stagePayment, screenMethodsOf(stagePayment.methods));
  const choosable = choosableMethodsOf(options);
  const [method, setMethod] = useState<ScreenMethod | null>(() =>
    initialMethod && choosable.includes(initialMethod)
      ? initialMethod
      : options.length === 1 && choosable.length === 1
        ? choosable[0]!
        : null,
  );
  const [vouchers, setVouchers] = useState<File[]>([]);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [cardId, setCardId] = useState<string | null>(null);
  // Whether the buyer has a saved card that can pay: the card's button is offered only then.
  const [cardUsable, setCardUsable] = useState(false);
  const [refusal, setRefusal] = useState<WalletRefusal | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const { pay, startProvider, isPaying: isPayingHere } = usePayStage();
  const { payByCard, isPayingByCard } = useCardPay();
  const isPaying = isPayingHere || isPayingByCard;
  const rate = parseIqdPerUsd(stagePayment.iqdPerUsd);
  // Dinars need the server's rate; without one the stage is paid in dollars. The wallet and the
  // providers pay in dinars (and are offered only with a rate); a card pays the dollars.
  const inDinars = method !== null && (method === 'wallet' || isProviderMethod(method));
  const payIn = rate === null || method === 'card' ? 'USD' : inDinars ? 'IQD' : currency;
  // The wallet and a saved card take the payment password, and answer its refusals alike.
  const withPassword = method === 'wallet' || method === 'card';
  const { orderNo, stage } = stagePayment;
  const shortfall = walletShortfallOf(stagePayment);
  const walletOffered = options.some((option) => option.method === 'wallet');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (method === null) {
      setErrors({ method: intl.formatMessage({ id: 'payment.method.required' }) });
      return;
    }
    if (method === 'bank_transfer' && vouchers.length === 0) {
      setErrors({ vouchers: formatDomainKey(intl, TRANSFER_VOUCHER_ERROR.required) });
      return;
    }
    if (isProviderMethod(method)) {
      setErrors({});
      const started = await startProvider({ orderNo, stage, method });
      if (!started.success) {
        setErrors({ form: refusalText(intl, started) });
        return;
      }
      const { session } = started.data;
      if (session.method === 'fib') {
        onStarted(session);
      } else if (isWebAddress(session.redirectUrl)) {
        // ZainCash's own page; it sends the buyer back to `/payment-result`.
        browserLocation.assign(session.redirectUrl);
      } else {
        setErrors({ form: intl.formatMessage({ id: 'payment.zaincash.noPage' }) });
      }
      return;
    }
    if (method === 'card') {
      if (cardId === null) {
        setErrors({ card: intl.formatMessage({ id: 'payment.card.required' }) });
        return;
      }
      const parsed = validate(walletForm, { paymentPassword });
      if (!parsed.ok) {
        setErrors(wordFieldErrors(intl, parsed.errors, ['paymentPassword']));
        return;
      }
      setErrors({});
      setRefusal(null);
      const charged = await payByCard({ orderNo, stage, cardId, ...parsed.value });
      // Paid, declined or still processing: `/payment-result` says which (and offers repay).
      if (charged.success) {
        void navigate(paymentResultAddress({ orderNo, stage }));
        return;
      }
      const refused = walletRefusalOf(intl, charged);
      setRefusal(refused);
      if (refused.kind === 'incorrect' || refused.kind === 'locked') setPaymentPassword('');
      if (refused.kind === 'incorrect') return;
      setErrors({ form: refusalText(intl, charged) });
      return;
    }
    let result;
    if (method === 'wallet') {
      // Refused up front: the wallet holds less than the stage (the server would refuse it too).
      if (shortfall > 0) {
        setErrors({ form: formatDomainKey(intl, LEDGER_ERROR.insufficientBalance) });
        return;
      }
      const parsed = validate(walletForm, { paymentPassword });
      if (!parsed.ok) {
        setErrors(wordFieldErrors(intl, parsed.errors, ['paymentPassword']));
        return;
      }
      setErrors({});
      setRefusal(null);
      result = await pay({ orderNo, stage, method, currency: 'IQD', ...parsed.value });
    } else {
      setErrors({});
      result = await pay({ orderNo, stage, method, currency: payIn, vouchers });
    }
    if (result.success) {
      void navigate(paymentResultAddress({ orderNo, stage }));
      return;
    }
    if (method === 'wallet') {
      const refused = walletRefusalOf(intl, result);
      setRefusal(refused);
      // A wrong entry is typed again from the start; everything else the buyer chose stays.
      if (refused.kind === 'incorrect' || refused.kind === 'locked') setPaymentPassword('');
      // The balance changed since the page read it: read it again, to show what the wallet holds.
      if (refused.kind === 'insufficient') onStale();
      // A wrong password is said by the field itself, with the attempts left.
      if (refused.kind === 'incorrect') return;
    }
    setErrors({ form: refusalText(intl, result) });
  }

  if (options.length === 0) {
    return <NoMethodsState orderNo={orderNo} />;
  }

  const amountIqd = stagePayment.amountIqd === null ? null : iqdDinars(stagePayment.amountIqd);
  const passwordField = (
    <PaymentPasswordField
      name="paymentPassword"
      value={paymentPassword}
      onChange={(value) => {
        setPaymentPassword(value);
        setErrors((current) => ({ ...current, paymentPassword: undefined, form: undefined }));
        if (refusal?.kind === 'incorrect') setRefusal(null);
      }}
      attemptsLeft={refusal?.kind === 'incorrect' ? refusal.attemptsLeft : undefined}
      isLocked={refusal?.kind === 'locked'}
      resetAction={
        <Link href={individualCenterAddress('paymentPassword')}>
          <FormattedMessage id="payment.wallet.resetPassword" />
        </Link>
      }
      errorMessage={errors.paymentPassword}
      isDisabled={isPaying}
    />
  );
  return (
    <form noValidate className={styles.page} aria-busy={isPaying} onSubmit={(event) => void submit(event)}>
      <p className={styles.muted}>
        <FormattedMessage
          id="payment.orderNo"
          values={{
            orderNo: (
              <bdi dir="ltr" translate="no" className={styles.orderNo}>
                {orderNo}
              </bdi>
            ),
          }}
        />
      </p>
      {rate === null ? (
        <div className={styles.card}>
          <p className={styles.paragraph}>
            <FormattedMessage
              id="payment.amountUsd"
              values={{ stage, amount: formatUsd(stagePayment.amount) }}
            />
          </p>
        </div>
      ) : (
        <StageAmount
          className={styles.card}
          stage={stage}
          amount={stagePayment.amount}
          rate={rate}
          amountIqd={amountIqd ?? undefined}
          payIn={payIn}
        />
      )}
      <div className={styles.card}>
        <PaymentMethodPicker
          methods={options}
          value={method}
          onChange={(chosen) => {
            if (isScreenMethod(chosen)) setMethod(chosen);
            setErrors({});
            setRefusal(null);
          }}
          isRequired
          isInvalid={errors.method !== undefined}
          errorMessage={errors.method}
        />
        {walletOffered && shortfall > 0 ? (
          <p className={styles.muted}>
            <FormattedMessage
              id="payment.wallet.short"
              values={{ missing: <bdi>{formatIqd(iqdDinars(shortfall), locale)}</bdi> }}
            />{' '}
            <Link href={individualCenterAddress('wallet')}>
              <FormattedMessage id="payment.wallet.topUp" />
            </Link>
          </p>
        ) : null}
      </div>
      {method === 'bank_transfer' ? (
        <>
          <BankTransferDetails className={styles.card} accounts={stagePayment.bankAccounts} />
          <div className={styles.card}>
            <VoucherUpload
              onChange={(files) => {
                setVouchers(files);
                setErrors((current) => ({ ...current, vouchers: undefined, form: undefined }));
              }}
              errorMessage={errors.vouchers}
              isDisabled={isPaying}
            />
          </div>
        </>
      ) : null}
      {method === 'cash' ? <CashSteps /> : null}
      {method === 'zaincash' ? (
        <section className={styles.card} aria-labelledby="zaincash-pay">
          <h2 id="zaincash-pay" className={styles.heading}>
            <FormattedMessage id="payment.zaincash.title" />
          </h2>
          <p className={styles.paragraph}>
            <FormattedMessage id="payment.zaincash.hint" />
          </p>
        </section>
      ) : null}
      {method === 'fib' ? (
        <section className={styles.card} aria-labelledby="fib-pay">
          <h2 id="fib-pay" className={styles.heading}>
            <FormattedMessage id="payment.fib.title" />
          </h2>
          <p className={styles.paragraph}>
            <FormattedMessage id="payment.fib.startHint" />
          </p>
        </section>
      ) : null}
      {method === 'wallet' ? (
        <section className={styles.card} aria-labelledby="wallet-pay">
          <h2 id="wallet-pay" className={styles.heading}>
            <FormattedMessage id="payment.wallet.title" />
          </h2>
          {amountIqd !== null && stagePayment.walletAvailableIqd !== null ? (
            <p className={styles.paragraph}>
              <FormattedMessage
                id="payment.wallet.charge"
                values={{
                  amount: <bdi>{formatIqd(amountIqd, locale)}</bdi>,
                  balance: <bdi>{formatIqd(iqdDinars(stagePayment.walletAvailableIqd), locale)}</bdi>,
                }}
              />
            </p>
          ) : null}
          {passwordField}
        </section>
      ) : null}
      {method === 'card' ? (
        <SavedCardChoice
          value={cardId}
          onChange={(chosen) => {
            setCardId(chosen);
            setErrors((current) => ({ ...current, card: undefined, form: undefined }));
          }}
          errorMessage={errors.card}
          isDisabled={isPaying}
          onUsable={setCardUsable}
        >
          {passwordField}
        </SavedCardChoice>
      ) : null}
      {errors.form ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.formError}>{errors.form}</p>
          {refusal?.kind === 'notSet' ? (
            <Link href={individualCenterAddress('paymentPassword')}>
              <FormattedMessage id="payment.wallet.setPassword" />
            </Link>
          ) : null}
          {refusal?.kind === 'insufficient' || (method === 'wallet' && shortfall > 0) ? (
            <Link href={individualCenterAddress('wallet')}>
              <FormattedMessage id="payment.wallet.topUp" />
            </Link>
          ) : null}
        </div>
      ) : null}
      {method !== null && (method !== 'card' || cardUsable) ? (
        <Button
          type="submit"
          className={styles.start}
          isLoading={isPaying}
          isDisabled={withPassword && refusal?.kind === 'locked'}
        >
          {method === 'cash' ? (
            <FormattedMessage id="payment.cash.submit" />
          ) : method === 'wallet' ? (
            <FormattedMessage id="payment.wallet.submit" />
          ) : method === 'zaincash' ? (
            <FormattedMessage id="payment.zaincash.submit" />
          ) : method === 'fib' ? (
            <FormattedMessage id="payment.fib.submit" />
          ) : method === 'card' ? (
            <FormattedMessage id="payment.card.submit" />
          ) : (
            <FormattedMessage id="payment.transfer.submit" />
          )}
        </Button>
      ) : null}
    </form>
  );
}

/** Cash at the store (spec section 1): where the store is, and that finance confirms the cash. */
function CashSteps() {
  const { warehouses, error, isLoading, mutate } = useWarehouses();
  const store = warehouses?.find((warehouse) => warehouse.countryId === DEFAULT_COUNTRY_ID);
  return (
    <section className={styles.card} aria-labelledby="cash-store">
      <h2 id="cash-store" className={styles.heading}>
        <FormattedMessage id="payment.cash.title" />
      </h2>
      {store ? (
        <address className={styles.store}>
          <span className={styles.storeName}>{store.name}</span>
          <span>{store.address}</span>
          {store.phone ? (
            <bdi dir="ltr" translate="no">
              {store.phone}
            </bdi>
          ) : null}
        </address>
      ) : error ? (
        <div className={styles.actions}>
          <p className={styles.muted}>
            <FormattedMessage id="payment.cash.storeFailed" />
          </p>
          <Button variant="secondary" size="sm" onPress={() => void mutate()}>
            <FormattedMessage id="orders.retry" />
          </Button>
        </div>
      ) : isLoading || !warehouses ? (
        <Skeleton shape="text" lines={2} />
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="payment.cash.noStore" />
        </p>
      )}
      <ol className={styles.steps}>
        <li>
          <FormattedMessage id="payment.cash.step1" />
        </li>
        <li>
          <FormattedMessage id="payment.cash.step2" />
        </li>
      </ol>
    </section>
  );
}
