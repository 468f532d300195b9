import { Button, EmptyState, Skeleton, TextField } from '@tijara/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatFailureMessage } from '../../i18n/domainMessages';
import * as own from './SecondStage.css';
import * as styles from './StaffConsole.css';

// What the staff pages that work on one order share (the second-stage fee, the VIP price change):
// the order-number search, the order's read (loading, not found, failed with its retry) and the
// end of the order's form.

export interface OrderLookupProps {
  /** The number the page was opened with (the address's `?orderNo=`). */
  initial: string;
  /** The page's address for an order: submitting goes there, which loads the order. */
  addressOf: (orderNo: string) => string;
  label: string;
  /** What to say when nothing was typed. */
  required: string;
  /** The search button's text. */
  find: ReactNode;
}

/** The order number field: submitting puts the number in the address, which loads the order. */
export function OrderLookup({ initial, addressOf, label, required, find }: OrderLookupProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const orderNo = value.trim();
    if (orderNo === '') {
      setMissing(true);
      return;
    }
    void navigate(addressOf(orderNo));
  }

  return (
    <form className={own.lookup} onSubmit={submit} role="search">
      <TextField
        label={label}
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        inputMode="numeric"
        autoComplete="off"
        isInvalid={missing}
        errorMessage={missing ? required : undefined}
      />
      <Button type="submit" variant="secondary">
        {find}
      </Button>
    </form>
  );
}

/** A read that failed: what failed, what the server said, and a retry. */
export function LoadFailed({
  title,
  detail,
  retry,
}: {
  title: ReactNode;
  detail: string | null;
  retry: () => void;
}) {
  return (
    <div className={styles.panel} role="alert">
      <p className={styles.panelTitle}>{title}</p>
      {detail !== null ? <p className={styles.lead}>{detail}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={retry}>
          <FormattedMessage id="staff.retry" />
        </Button>
      </div>
    </div>
  );
}

/** Where an order's read stands (the area's SWR hook for one order). */
export interface OrderReadState {
  error: { failure: { message: Parameters<typeof formatFailureMessage>[1] } } | undefined;
  isLoading: boolean;
  /** The server answered 404: no order has the number. */
  isMissing: boolean;
  mutate: () => unknown;
}

export interface OrderReadProps<Data> {
  /** The order as read, undefined until it is. */
  data: Data | undefined;
  state: OrderReadState;
  notFound: ReactNode;
  notFoundHint: ReactNode;
  /** The failed read's title. */
  failed: ReactNode;
  /** The page's view of the order, once read. */
  children: (data: Data) => ReactNode;
}

/** An order's read on a staff page: loading, no such order, a failure with a retry, or the order. */
export function OrderRead<Data>({
  data,
  state,
  notFound,
  notFoundHint,
  failed,
  children,
}: OrderReadProps<Data>) {
  const intl = useIntl();
  if (data !== undefined) return <>{children(data)}</>;
  if (state.isLoading || !state.error) {
    return (
      <div className={styles.panel} aria-busy="true">
        <Skeleton shape="text" lines={4} />
      </div>
    );
  }
  if (state.isMissing) return <EmptyState title={notFound} description={notFoundHint} />;
  return (
    <LoadFailed
      title={failed}
      detail={formatFailureMessage(intl, state.error.failure.message)}
      retry={() => void state.mutate()}
    />
  );
}

/** The end of an order's form: the server's refusal, if any, then the submit button. */
export function FormEnd({
  refusal,
  isBusy,
  children,
}: {
  refusal: string | null;
  isBusy: boolean;
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <>
      {refusal !== null ? (
        <p className={styles.warning} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isBusy}>
          {children}
        </Button>
      </div>
    </>
  );
}
