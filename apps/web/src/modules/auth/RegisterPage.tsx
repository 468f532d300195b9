import { checkEmail, checkPhone, checkUserName, register, usePdpdContext, useSession } from '@tijara/api';
import {
  DEFAULT_PHONE_COUNTRY,
  emailSchema,
  OUTCOME_MESSAGE,
  PHONE_LOGIN_COUNTRIES,
  phoneSchema,
  registrationFormSchema,
  userNameSchema,
  validate,
} from '@tijara/domain';
import { Button, Link, PhoneField, TextField, type PhoneFieldCountry } from '@tijara/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { loginAddress } from '../../app/routeTable';
import { REDIRECT_PARAM, redirectTarget, withRedirect } from '../../app/signInRedirect';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey, formatFailureMessage } from '../../i18n/domainMessages';
import { notify } from '../../app/notify';
import * as styles from './AuthPage.css';
import { NewPasswordFields } from './NewPasswordFields';

type Field = 'userName' | 'email' | 'phone' | 'password' | 'confirmPassword';
type CheckedField = 'userName' | 'email' | 'phone';

/** What an availability check found for one value of a field. */
interface Availability {
  value: string;
  free: boolean;
}

const TAKEN_KEY = {
  userName: OUTCOME_MESSAGE.userNameTaken,
  email: OUTCOME_MESSAGE.emailTaken,
  phone: OUTCOME_MESSAGE.phoneTaken,
} as const satisfies Record<CheckedField, string>;

const EMPTY_FORM: Record<Field, string> = {
  userName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/**
 * Registration (spec sections 5 and 7): user name, email, phone with its country, and a password
 * typed twice. The user name, email and phone are checked for availability when the buyer leaves
 * each field (`checkUserName`, `checkEmail`, `checkPhone`), and a taken one blocks the form. A new
 * account is signed in at once and goes back where the buyer was going.
 */
export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const { client } = usePdpdContext();
  const { signIn } = useSession();
  usePageTitle(intl.formatMessage({ id: 'register.title' }));

  const [values, setValues] = useState(EMPTY_FORM);
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_PHONE_COUNTRY.isoCode);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [availability, setAvailability] = useState<Partial<Record<CheckedField, Availability>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  const countries = useMemo<PhoneFieldCountry[]>(
    () =>
      PHONE_LOGIN_COUNTRIES.map((country) => ({
        code: country.isoCode,
        dialingCode: country.dialingCode,
        flag: country.flag,
        name: formatDomainKey(intl, country.nameKey),
      })),
    [intl],
  );
  const areaId =
    PHONE_LOGIN_COUNTRIES.find((country) => country.isoCode === countryCode)?.dialingCode ??
    DEFAULT_PHONE_COUNTRY.dialingCode;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  /** The message under a field: its rule's error, else "already taken" for the value shown. */
  function errorOf(field: Field): string | undefined {
    const error = errors[field];
    if (error) return error;
    if (field === 'userName' || field === 'email' || field === 'phone') {
      const found = availability[field];
      if (found && !found.free && found.value === values[field].trim()) {
        return formatDomainKey(intl, TAKEN_KEY[field]);
      }
    }
    return undefined;
  }

  async function checkAvailability(field: CheckedField) {
    const schema = { userName: userNameSchema, email: emailSchema, phone: phoneSchema }[field];
    const parsed = validate(schema, values[field]);
    if (!parsed.ok) {
      // Leaving an empty field says nothing yet; a malformed value says what is wrong.
      if (values[field].trim() !== '') {
        setErrors((current) => ({ ...current, [field]: formatDomainKey(intl, parsed.errors[''] ?? '') }));
      }
      return;
    }
    const value = parsed.value;
    let result;
    if (field === 'userName') result = await client.call(checkUserName, { userName: value });
    else if (field === 'email') result = await client.call(checkEmail, { email: value });
    else result = await client.call(checkPhone, { phone: value, areaId });
    // A failed check has shown its toast; registering will be refused by the server if need be.
    if (result.success) setAvailability((current) => ({ ...current, [field]: { value, free: result.data } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const parsed = validate(registrationFormSchema, values);
    if (!parsed.ok) {
      const found: Partial<Record<Field, string>> = {};
      for (const [path, key] of Object.entries(parsed.errors)) {
        if (path in EMPTY_FORM) found[path as Field] = formatDomainKey(intl, key);
      }
      setErrors(found);
      return;
    }
    const fields: Field[] = ['userName', 'email', 'phone'];
    if (fields.some((field) => errorOf(field) !== undefined)) return;

    busy.current = true;
    setSubmitting(true);
    try {
      const result = await client.call(register, { ...parsed.value, areaId }, { silent: true });
      if (!result.success) {
        setFormError(formatFailureMessage(intl, result.message));
        return;
      }
      signIn(result.data.token);
      notify(formatDomainKey(intl, 'notice.loginSucceeded'), 'success');
      void navigate(redirectTarget(redirect), { replace: true });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>
        <FormattedMessage id="register.title" />
      </h1>
      <form
        noValidate
        className={styles.form}
        aria-busy={submitting}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          name="userName"
          label={intl.formatMessage({ id: 'register.userName' })}
          autoComplete="username"
          isRequired
          validationBehavior="aria"
          value={values.userName}
          onChange={(value) => change('userName', value)}
          onBlur={() => void checkAvailability('userName')}
          isInvalid={errorOf('userName') !== undefined}
          errorMessage={errorOf('userName')}
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'register.email' })}
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={values.email}
          onChange={(value) => change('email', value)}
          onBlur={() => void checkAvailability('email')}
          isInvalid={errorOf('email') !== undefined}
          errorMessage={errorOf('email')}
        />
        <PhoneField
          name="phone"
          label={intl.formatMessage({ id: 'register.phone' })}
          isRequired
          validationBehavior="aria"
          countries={countries}
          countryCode={countryCode}
          onCountryChange={(next) => {
            setCountryCode(next);
            setAvailability((current) => ({ ...current, phone: undefined }));
          }}
          value={values.phone}
          onChange={(value) => change('phone', value)}
          onBlur={() => void checkAvailability('phone')}
          isInvalid={errorOf('phone') !== undefined}
          errorMessage={errorOf('phone')}
        />
        <NewPasswordFields
          passwordLabel={intl.formatMessage({ id: 'register.password' })}
          values={values}
          errors={errors}
          onChange={change}
        />
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <Button type="submit" className={styles.submit} isLoading={submitting}>
          <FormattedMessage id="register.submit" />
        </Button>
      </form>
      <p className={styles.note}>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link href={withRedirect(loginAddress, redirect)}>
          <FormattedMessage id="register.logIn" />
        </Link>
      </p>
    </div>
  );
}
