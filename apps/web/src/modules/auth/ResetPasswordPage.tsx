import { forgetPassword, sendEmailCode, usePdpdContext } from '@tijara/api';
import {
  BUSINESS_CODE,
  emailSchema,
  resendCodeCountdown,
  resetPasswordFormSchema,
  validate,
} from '@tijara/domain';
import { Button, Link, TextField } from '@tijara/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAddress } from '../../app/routeTable';
import { REDIRECT_PARAM, withRedirect } from '../../app/signInRedirect';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';
import { notify } from '../../app/notify';
import * as styles from './AuthPage.css';
import { NewPasswordFields } from './NewPasswordFields';

type Field = 'email' | 'code' | 'password' | 'confirmPassword';

const EMPTY_FORM: Record<Field, string> = { email: '', code: '', password: '', confirmPassword: '' };

/** How often the send button's countdown reads the clock while it runs, in milliseconds. */
const COUNTDOWN_TICK_MS = 250;

/**
 * A forgotten password (spec section 7): the account's email gets a code (`sendEmailCode`; the
 * button then waits 60 s, spec section 9), and the code with a new password typed twice sets it
 * (`forgetPassword`; 6022 for a wrong code, shown under the code). Then the buyer signs in.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const { client } = usePdpdContext();
  usePageTitle(intl.formatMessage({ id: 'reset.title' }));

  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [clock, setClock] = useState(() => Date.now());
  const [pending, setPending] = useState<'send' | 'reset' | null>(null);
  const busy = useRef(false);
  const countdown = resendCodeCountdown(sentAt, clock);

  useEffect(() => {
    if (sentAt === null || countdown.canSend) return;
    const timer = setInterval(() => setClock(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [sentAt, countdown.canSend]);

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }

  async function run(kind: 'send' | 'reset', call: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setPending(kind);
    try {
      await call();
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  function sendCode() {
    if (!resendCodeCountdown(sentAt, Date.now()).canSend) return;
    const parsed = validate(emailSchema, values.email);
    if (!parsed.ok) {
      setErrors({ email: formatDomainKey(intl, parsed.errors[''] ?? '') });
      return;
    }
    void run('send', async () => {
      const result = await client.call(sendEmailCode, { email: parsed.value }, { silent: true });
      if (!result.success) {
        setErrors({ email: formatFailureMessage(intl, result.message) });
        return;
      }
      const now = Date.now();
      setSentAt(now);
      setClock(now);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = validate(resetPasswordFormSchema, values);
    if (!parsed.ok) {
      const found: Partial<Record<Field, string>> = {};
      for (const [path, key] of Object.entries(parsed.errors)) {
        if (path in EMPTY_FORM) found[path as Field] = formatDomainKey(intl, key);
      }
      setErrors(found);
      return;
    }
    void run('reset', async () => {
      const result = await client.call(forgetPassword, parsed.value, { silent: true });
      if (!result.success) {
        const message = formatFailureMessage(intl, result.message);
        setErrors(result.code === BUSINESS_CODE.emailCodeWrong ? { code: message } : { form: message });
        return;
      }
      notify(intl.formatMessage({ id: 'reset.done' }), 'success');
      void navigate(withRedirect(loginAddress, redirect), { replace: true });
    });
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>
        <FormattedMessage id="reset.title" />
      </h1>
      <p className={styles.note}>
        <FormattedMessage id="reset.lead" />
      </p>
      <form noValidate className={styles.form} aria-busy={pending !== null} onSubmit={submit}>
        <div className={styles.fieldRow}>
          <TextField
            name="email"
            type="email"
            className={styles.grow}
            label={intl.formatMessage({ id: 'reset.email' })}
            autoComplete="email"
            isRequired
            validationBehavior="aria"
            value={values.email}
            onChange={(value) => change('email', value)}
            isInvalid={errors.email !== undefined}
            errorMessage={errors.email}
          />
          <Button
            variant="secondary"
            className={styles.rowAction}
            isDisabled={!countdown.canSend}
            isLoading={pending === 'send'}
            onPress={sendCode}
          >
            {countdown.canSend ? (
              <FormattedMessage id="reset.sendCode" />
            ) : (
              <FormattedMessage id="reset.resendIn" values={{ seconds: countdown.secondsLeft }} />
            )}
          </Button>
        </div>
        {sentAt !== null ? (
          <p role="status" className={styles.note}>
            <FormattedMessage id="reset.codeSent" />
          </p>
        ) : null}
        <TextField
          name="code"
          label={intl.formatMessage({ id: 'reset.code' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          validationBehavior="aria"
          value={values.code}
          onChange={(value) => change('code', value)}
          isInvalid={errors.code !== undefined}
          errorMessage={errors.code}
        />
        <NewPasswordFields
          passwordLabel={intl.formatMessage({ id: 'reset.password' })}
          values={values}
          errors={errors}
          onChange={change}
        />
        {errors.form ? (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" className={styles.submit} isLoading={pending === 'reset'}>
          <FormattedMessage id="reset.submit" />
        </Button>
      </form>
      <p className={styles.note}>
        <Link href={withRedirect(loginAddress, redirect)}>
          <FormattedMessage id="reset.backToLogin" />
        </Link>
      </p>
    </div>
  );
}
