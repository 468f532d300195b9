import { changePassword, usePdpdContext } from '@tijara/api';
import { schemasOf } from '@tijara/api/contract/schemas';
import {
  BUSINESS_CODE,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  validate,
} from '@tijara/domain';
import { Button, PasswordField } from '@tijara/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { usePageTitle } from '../../app/usePageTitle';
import { formatFailureMessage } from '../../i18n/domainMessages';
import { AccountCentre } from './AccountCentre';
import * as styles from './AccountCentre.css';
import { wordFieldErrors } from './fieldErrors';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

const FIELDS: readonly Field[] = ['oldPassword', 'password', 'confirmPassword'];
const EMPTY_FORM: Record<Field, string> = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * Changing the login password (spec sections 5 and 8): the current one, the new one (6-32
 * characters) twice. The form is checked by the call's own schema, the server's; a wrong current
 * password (6029) shows under it, a new one equal to the old (6027) under the new one, anything
 * else (the lockout after wrong attempts) above the button. What was typed stays after a refusal.
 */
export function ChangePasswordPage() {
  const intl = useIntl();
  const { client } = usePdpdContext();
  usePageTitle(intl.formatMessage({ id: 'account.changePassword.title' }));
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }

  async function send(form: Record<Field, string>) {
    busy.current = true;
    setPending(true);
    try {
      const result = await client.call(changePassword, form, { silent: true });
      if (!result.success) {
        const message = formatFailureMessage(intl, result.message);
        if (result.code === BUSINESS_CODE.oldPasswordWrong) setErrors({ oldPassword: message });
        else if (result.code === BUSINESS_CODE.newPasswordSameAsOld) setErrors({ password: message });
        else setErrors({ form: message });
        return;
      }
      setValues(EMPTY_FORM);
      setErrors({});
      notify(intl.formatMessage({ id: 'account.changePassword.done' }), 'success');
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const parsed = validate(schemasOf(changePassword).request, values);
    if (!parsed.ok) {
      setErrors(wordFieldErrors(intl, parsed.errors, FIELDS));
      return;
    }
    void send(values);
  }

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      name={name}
      label={label}
      description={
        name === 'password'
          ? intl.formatMessage(
              { id: 'register.passwordHint' },
              { min: LOGIN_PASSWORD_MIN_LENGTH, max: LOGIN_PASSWORD_MAX_LENGTH },
            )
          : undefined
      }
      autoComplete={autoComplete}
      isRequired
      validationBehavior="aria"
      value={values[name]}
      onChange={(value) => change(name, value)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );

  return (
    <AccountCentre>
      <section className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="account.changePassword.title" />
        </h1>
        <p className={styles.note}>
          <FormattedMessage id="account.changePassword.lead" />
        </p>
        <form noValidate className={styles.form} aria-busy={pending} onSubmit={submit}>
          {field(
            'oldPassword',
            intl.formatMessage({ id: 'account.changePassword.current' }),
            'current-password',
          )}
          {field('password', intl.formatMessage({ id: 'account.changePassword.new' }), 'new-password')}
          {field('confirmPassword', intl.formatMessage({ id: 'register.confirmPassword' }), 'new-password')}
          {errors.form ? (
            <p role="alert" className={styles.formError}>
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" className={styles.submit} isLoading={pending}>
            <FormattedMessage id="account.changePassword.submit" />
          </Button>
        </form>
      </section>
    </AccountCentre>
  );
}
