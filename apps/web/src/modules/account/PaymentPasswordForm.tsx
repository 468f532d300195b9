import { resetPaymentPassword, setPaymentPassword, usePdpdContext, type PdpdResult } from '@tijara/api';
import { schemasOf } from '@tijara/api/contract/schemas';
import { BUSINESS_CODE, validate } from '@tijara/domain';
import { Button, CodeField, PasswordField } from '@tijara/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFailureMessage } from '../../i18n/domainMessages';
import * as styles from './AccountCentre.css';
import { wordFieldErrors } from './fieldErrors';

type Field = 'password' | 'paymentPassword' | 'paymentPasswordConfirmation';

const FIELDS: readonly Field[] = ['password', 'paymentPassword', 'paymentPasswordConfirmation'];
const EMPTY_FORM: Record<Field, string> = {
  password: '',
  paymentPassword: '',
  paymentPasswordConfirmation: '',
};

export interface PaymentPasswordFormProps {
  /**
   * `set`: the first payment password (`setPaymentPassword`; the server refuses it once one is
   * set). `change`: a new one, proven by the login password (`resetPaymentPassword`).
   */
  mode: 'set' | 'change';
  /** Runs after the server accepted the password. */
  onDone: () => void;
}

/**
 * The payment password, 6 digits typed twice (spec sections 5 and 9), checked by the call's own
 * schema. The server hashes it and counts wrong login passwords; a wrong one (6029) shows under
 * the login password, any other refusal above the button, and what was typed stays.
 */
export function PaymentPasswordForm({ mode, onDone }: PaymentPasswordFormProps) {
  const intl = useIntl();
  const { client } = usePdpdContext();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }

  async function send(call: () => Promise<PdpdResult<null>>) {
    busy.current = true;
    setPending(true);
    try {
      const result = await call();
      if (!result.success) {
        const message = formatFailureMessage(intl, result.message);
        setErrors(result.code === BUSINESS_CODE.oldPasswordWrong ? { password: message } : { form: message });
        return;
      }
      setValues(EMPTY_FORM);
      setErrors({});
      onDone();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const digits = {
      paymentPassword: values.paymentPassword,
      paymentPasswordConfirmation: values.paymentPasswordConfirmation,
    };
    if (mode === 'set') {
      const parsed = validate(schemasOf(setPaymentPassword).request, digits);
      if (!parsed.ok) setErrors(wordFieldErrors(intl, parsed.errors, FIELDS));
      else void send(() => client.call(setPaymentPassword, parsed.value, { silent: true }));
      return;
    }
    const parsed = validate(schemasOf(resetPaymentPassword).request, {
      ...digits,
      password: values.password,
    });
    if (!parsed.ok) setErrors(wordFieldErrors(intl, parsed.errors, FIELDS));
    else void send(() => client.call(resetPaymentPassword, parsed.value, { silent: true }));
  }

  const digitsField = (name: 'paymentPassword' | 'paymentPasswordConfirmation', label: string) => (
    <CodeField
      name={name}
      label={label}
      isMasked
      isRequired
      value={values[name]}
      onChange={(value) => change(name, value)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );

  return (
    <form noValidate className={styles.form} aria-busy={pending} onSubmit={submit}>
      {mode === 'change' ? (
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'account.paymentPassword.loginPassword' })}
          autoComplete="current-password"
          isRequired
          validationBehavior="aria"
          value={values.password}
          onChange={(value) => change('password', value)}
          isInvalid={errors.password !== undefined}
          errorMessage={errors.password}
        />
      ) : null}
      {digitsField(
        'paymentPassword',
        mode === 'set'
          ? intl.formatMessage({ id: 'account.paymentPassword.new' })
          : intl.formatMessage({ id: 'account.paymentPassword.replacement' }),
      )}
      {digitsField(
        'paymentPasswordConfirmation',
        intl.formatMessage({ id: 'account.paymentPassword.confirm' }),
      )}
      {errors.form ? (
        <p role="alert" className={styles.formError}>
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} isLoading={pending}>
        {mode === 'set' ? (
          <FormattedMessage id="account.paymentPassword.setSubmit" />
        ) : (
          <FormattedMessage id="account.paymentPassword.changeSubmit" />
        )}
      </Button>
    </form>
  );
}
