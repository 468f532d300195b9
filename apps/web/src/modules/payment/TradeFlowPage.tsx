import {
  usePayStage,
  useStagePayment,
  useWarehouses,
  type ReviewedPaymentMethod,
  type StagePayment,
} from '@tijara/api';
import {
  DEFAULT_COUNTRY_ID,
  formatUsd,
  iqdDinars,
  parseIqdPerUsd,
  TRANSFER_VOUCHER_ERROR,
} from '@tijara/domain';
import {
  BankTransferDetails,
  Button,
  PaymentMethodPicker,
  Skeleton,
  StageAmount,
  VoucherUpload,
} from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, defineMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrency } from '../../app/currency';
import { paymentResultAddress } from '../../app/routeTable';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './payment.css';
import { methodOf, screenMethodsOf } from './paymentQuery';
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
 * (bank transfer, cash). A transfer shows the provider's accounts and takes 1 to 5 voucher images;
 * cash shows the store's address. The payment goes out under one idempotency key per visit, so a
 * double click or a retry makes one payment; then `/payment-result` says where it stands.
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

  if (!stagePayment) {
    return <StagePageStates title={title} orderNo={addressOrderNo} read={read} />;
  }

  if (stagePayment.state === 'processing' || stagePayment.state === 'success') {
    return (
      <StageTakenState
        title={title}
        stagePayment={stagePayment}
        processingTitle={<FormattedMessage id="payment.tradeFlow.underReview" />}
      />
    );
  }

  return (
    <section className={styles.page}>
      {title}
      <PayStageForm stagePayment={stagePayment} initialMethod={methodOf(search)} />
    </section>
  );
}

interface PayStageFormProps {
  stagePayment: StagePayment;
  /** The method the address asks to start with (from `/switch-pay`), when the server offers it. */
  initialMethod: ReviewedPaymentMethod | null;
}

type FormErrors = Partial<Record<'method' | 'vouchers' | 'form', string>>;

function PayStageForm({ stagePayment, initialMethod }: PayStageFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { currency } = useCurrency();
  const methods = screenMethodsOf(stagePayment.methods);
  const [method, setMethod] = useState<ReviewedPaymentMethod | null>(() =>
    initialMethod && methods.includes(initialMethod)
      ? initialMethod
      : methods.length === 1
        ? methods[0]!
        : null,
  );
  const [vouchers, setVouchers] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const { pay, isPaying } = usePayStage();
  const rate = parseIqdPerUsd(stagePayment.iqdPerUsd);
  // Dinars need the server's rate; without one the stage is paid in dollars.
  const payIn = rate === null ? 'USD' : currency;
  const { orderNo, stage } = stagePayment;

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
    setErrors({});
    const result = await pay({ orderNo, stage, method, currency: payIn, vouchers });
    if (!result.success) {
      setErrors({ form: refusalText(intl, result) });
      return;
    }
    void navigate(paymentResultAddress({ orderNo, stage }));
  }

  if (methods.length === 0) {
    return <NoMethodsState orderNo={orderNo} />;
  }

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
          amountIqd={stagePayment.amountIqd === null ? undefined : iqdDinars(stagePayment.amountIqd)}
          payIn={payIn}
        />
      )}
      <div className={styles.card}>
        <PaymentMethodPicker
          methods={methods.map((offered) => ({ method: offered }))}
          value={method}
          onChange={(chosen) => {
            if (chosen === 'bank_transfer' || chosen === 'cash') setMethod(chosen);
            setErrors({});
          }}
          isRequired
          isInvalid={errors.method !== undefined}
          errorMessage={errors.method}
        />
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
      {errors.form ? (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      ) : null}
      {method !== null ? (
        <Button type="submit" className={styles.start} isLoading={isPaying}>
          {method === 'cash' ? (
            <FormattedMessage id="payment.cash.submit" />
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
