import {
  PHONE_LOGIN_COUNTRIES,
  DEFAULT_PHONE_COUNTRY,
  passwordLoginFormSchema,
  phoneCodeLoginFormSchema,
  resendCodeCountdown,
  sendLoginCodeFormSchema,
  validate,
  type PasswordLoginForm,
  type PhoneCodeLoginForm,
  type SendLoginCodeForm,
} from '@tijara/domain';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AppleIcon, FacebookIcon, GoogleIcon, WhatsAppIcon } from '../../icons';
import { useDomainMessages, useMessages } from '../../provider';
import { Button, IconButton } from '../Button';
import { Link } from '../Link';
import { PasswordField } from '../PasswordField';
import { PhoneField, type PhoneFieldCountry } from '../PhoneField';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { TextField } from '../TextField';
import * as styles from './LoginPanel.css';
import { loginPanelMessages } from './LoginPanel.messages';
import {
  isFailure,
  loginErrorPlace,
  loginErrorText,
  type LoginErrorPlace,
  type LoginErrorText,
  type LoginOutcome,
} from './loginOutcome';

/** The two ways to log in with the form (spec section 4: the mode toggles between them). */
export const LOGIN_MODES = ['password', 'phoneCode'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** The social options, in the order shown: a WhatsApp code, Google, Facebook, Apple. */
export const SOCIAL_PROVIDERS = ['whatsapp', 'google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The social options that sign in through the provider (its SDK, then the login call). The
 * WhatsApp option is not one of them: a WhatsApp code is the phone-code form, which it opens.
 */
export type SocialSignInProvider = Exclude<SocialProvider, 'whatsapp'>;

const SOCIAL_ICONS = {
  whatsapp: <WhatsAppIcon />,
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  apple: <AppleIcon />,
} satisfies Record<SocialProvider, ReactNode>;

/** How often the countdown reads the clock while it runs, in milliseconds. */
const COUNTDOWN_TICK_MS = 250;

export interface LoginPanelProps {
  /** Password mode: called with the domain's parsed form (account trimmed, a phone read as such). */
  onPasswordLogin: (form: PasswordLoginForm) => Promise<LoginOutcome>;
  /** Phone-code mode: called with the dialing code (`areaId`), the national number and the code. */
  onPhoneCodeLogin: (form: PhoneCodeLoginForm) => Promise<LoginOutcome>;
  /**
   * Sends a login code; on success the send button waits 60 s. A failure with code 6062 shows
   * "not registered" under the phone.
   */
  onSendCode: (form: SendLoginCodeForm) => Promise<LoginOutcome>;
  /**
   * Called with the Google, Facebook or Apple option pressed: its success is a sign-in. The
   * WhatsApp option does not call it: it switches to the phone-code form (through `onModeChange`
   * when the mode is controlled) and puts the cursor in the phone number, since a WhatsApp code
   * is how that form signs in.
   */
  onSocialLogin: (provider: SocialSignInProvider) => Promise<LoginOutcome>;
  /**
   * Called once a sign-in has succeeded: the password or phone-code form, or a provider's
   * (the login dialog closes on it). Never for sending a code or for the WhatsApp option.
   */
  onLoggedIn?: () => void;
  /** Where the "Register" link goes. */
  registerHref: string;
  /** The mode shown (controlled). */
  mode?: LoginMode;
  /** The mode shown at first (uncontrolled). @default 'password' */
  defaultMode?: LoginMode;
  /** Called when the buyer switches mode. */
  onModeChange?: (mode: LoginMode) => void;
  /** The clock of the send-code countdown, in epoch milliseconds; stories and tests pass their own. @default Date.now */
  now?: () => number;
  /** Hides the built-in heading (the login dialog has its own title). @default false */
  hideTitle?: boolean;
  /** Layout only (margin, grid placement). */
  className?: string;
}

type FieldErrors = Partial<Record<LoginErrorPlace, LoginErrorText>>;
type Pending = 'login' | 'send' | SocialProvider | null;

/**
 * The login panel: password mode (user name or phone, password with show/hide, Enter submits,
 * a link to register) and phone-code mode (country, phone, code with a send button that waits
 * 60 s), then the social options. The rules come from `@tijara/domain`'s login schemas; the calls
 * are the caller's, through promise-returning callbacks, and their failures are shown in the
 * buyer's language. What the buyer typed is kept through errors and mode switches. While a call
 * runs, its form is `aria-busy` and every press and Enter is ignored (the buttons are not put in
 * react-aria's pending state: its announcement would name a button that may be gone by then).
 */
export function LoginPanel({
  onPasswordLogin,
  onPhoneCodeLogin,
  onSendCode,
  onSocialLogin,
  onLoggedIn,
  registerHref,
  mode,
  defaultMode = 'password',
  onModeChange,
  now = Date.now,
  hideTitle = false,
  className,
}: LoginPanelProps) {
  const t = useMessages(loginPanelMessages);
  const domainMessage = useDomainMessages();
  const titleId = useId();
  const [uncontrolledMode, setUncontrolledMode] = useState<LoginMode>(defaultMode);
  const currentMode = mode ?? uncontrolledMode;

  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState<string>(DEFAULT_PHONE_COUNTRY.isoCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Pending>(null);
  /** Set synchronously, so a second Enter before React re-renders does nothing either. */
  const busy = useRef(false);
  const phoneForm = useRef<HTMLFormElement>(null);
  /** Set by the WhatsApp option: the phone number takes focus once the phone-code form shows. */
  const focusPhoneNext = useRef(false);
  useEffect(() => {
    if (currentMode !== 'phoneCode' || !focusPhoneNext.current) return;
    focusPhoneNext.current = false;
    phoneForm.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.focus();
  });

  const [sentAt, setSentAt] = useState<number | null>(null);
  const [clock, setClock] = useState(() => now());
  const countdown = resendCodeCountdown(sentAt, clock);
  useEffect(() => {
    if (sentAt === null || countdown.canSend) return;
    const timer = setInterval(() => setClock(now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [sentAt, countdown.canSend, now]);

  const countries = useMemo<PhoneFieldCountry[]>(
    () =>
      PHONE_LOGIN_COUNTRIES.map((country) => ({
        code: country.isoCode,
        dialingCode: country.dialingCode,
        flag: country.flag,
        name: t(country.nameKey),
      })),
    [t],
  );
  const areaId = PHONE_LOGIN_COUNTRIES.find((country) => country.isoCode === countryCode)?.dialingCode ?? '';

  function text(error: LoginErrorText | undefined): string | undefined {
    if (!error) return undefined;
    return 'key' in error ? domainMessage(error.key, error.values) : error.text;
  }

  function clearError(place: LoginErrorPlace) {
    setErrors((current) => {
      if (!current[place] && !current.form) return current;
      const rest = { ...current };
      delete rest[place];
      delete rest.form;
      return rest;
    });
  }

  function changeMode(next: LoginMode) {
    // A tab chosen by the buyer cancels a pending move to the phone number.
    focusPhoneNext.current = false;
    if (mode === undefined) setUncontrolledMode(next);
    setErrors({});
    onModeChange?.(next);
  }

  /** Runs one call at a time; returns whether it succeeded, showing its failure where it belongs. */
  async function run(kind: Exclude<Pending, null>, call: () => Promise<LoginOutcome>): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setPending(kind);
    try {
      const outcome = await call();
      if (!isFailure(outcome)) return true;
      setErrors({ [loginErrorPlace(outcome)]: loginErrorText(outcome) });
      return false;
    } catch {
      setErrors({ form: { key: 'error.system' } });
      return false;
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  /** Shows the schema's first error of each field; `null` when the form is valid. */
  function fieldErrorsOf(result: { ok: false; errors: Record<string, string> }): FieldErrors {
    const found: FieldErrors = {};
    for (const [path, key] of Object.entries(result.errors)) {
      const place: LoginErrorPlace = path === 'areaId' ? 'phone' : (path as LoginErrorPlace);
      found[place] ??= loginErrorText({ ok: false, errorKey: key });
    }
    return found;
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const result = validate(passwordLoginFormSchema, { account, password });
    if (!result.ok) {
      setErrors(fieldErrorsOf(result));
      return;
    }
    if (await run('login', () => onPasswordLogin(result.value))) onLoggedIn?.();
  }

  async function submitPhoneCode(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const result = validate(phoneCodeLoginFormSchema, { areaId, phone, code });
    if (!result.ok) {
      setErrors(fieldErrorsOf(result));
      return;
    }
    if (await run('login', () => onPhoneCodeLogin(result.value))) onLoggedIn?.();
  }

  async function sendCode() {
    if (busy.current || !resendCodeCountdown(sentAt, now()).canSend) return;
    const result = validate(sendLoginCodeFormSchema, { areaId, phone });
    if (!result.ok) {
      setErrors(fieldErrorsOf(result));
      return;
    }
    if (await run('send', () => onSendCode(result.value))) {
      const sent = now();
      setSentAt(sent);
      setClock(sent);
    }
  }

  async function socialLogin(provider: SocialProvider) {
    if (busy.current) return;
    if (provider === 'whatsapp') {
      // Not a sign-in: the WhatsApp code is asked for, and entered, in the phone-code form.
      if (currentMode === 'phoneCode') {
        phoneForm.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.focus();
        return;
      }
      changeMode('phoneCode');
      focusPhoneNext.current = true;
      return;
    }
    setErrors({});
    if (await run(provider, () => onSocialLogin(provider))) onLoggedIn?.();
  }

  const formError = text(errors.form) ? (
    <p role="alert" className={styles.formError}>
      {text(errors.form)}
    </p>
  ) : null;

  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? t('title') : undefined}
    >
      {hideTitle ? null : (
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
      )}
      <Tabs selectedKey={currentMode} onSelectionChange={(key) => changeMode(key as LoginMode)}>
        <TabList aria-label={t('modes')}>
          <Tab id="password">{t('passwordMode')}</Tab>
          <Tab id="phoneCode">{t('phoneCodeMode')}</Tab>
        </TabList>
        <TabPanel id="password">
          <form
            noValidate
            aria-busy={pending === 'login'}
            className={styles.form}
            onSubmit={(event) => void submitPassword(event)}
          >
            <TextField
              name="account"
              label={t('account')}
              autoComplete="username"
              validationBehavior="aria"
              value={account}
              onChange={(value) => {
                setAccount(value);
                clearError('account');
              }}
              isInvalid={Boolean(errors.account)}
              errorMessage={text(errors.account)}
            />
            <PasswordField
              name="password"
              label={t('password')}
              validationBehavior="aria"
              value={password}
              onChange={(value) => {
                setPassword(value);
                clearError('password');
              }}
              isInvalid={Boolean(errors.password)}
              errorMessage={text(errors.password)}
            />
            {formError}
            <Button type="submit" className={styles.submit}>
              {t('logIn')}
            </Button>
          </form>
        </TabPanel>
        <TabPanel id="phoneCode">
          <form
            ref={phoneForm}
            noValidate
            aria-busy={pending === 'login' || pending === 'send'}
            className={styles.form}
            onSubmit={(event) => void submitPhoneCode(event)}
          >
            <PhoneField
              name="phone"
              label={t('phone')}
              validationBehavior="aria"
              countries={countries}
              countryCode={countryCode}
              onCountryChange={(next) => {
                setCountryCode(next);
                clearError('phone');
              }}
              value={phone}
              onChange={(value) => {
                setPhone(value);
                clearError('phone');
              }}
              isInvalid={Boolean(errors.phone)}
              errorMessage={text(errors.phone)}
            />
            <div className={styles.codeRow}>
              <TextField
                name="code"
                label={t('code')}
                className={styles.codeField}
                inputMode="numeric"
                autoComplete="one-time-code"
                validationBehavior="aria"
                value={code}
                onChange={(value) => {
                  setCode(value);
                  clearError('code');
                }}
                isInvalid={Boolean(errors.code)}
                errorMessage={text(errors.code)}
              />
              <Button
                variant="secondary"
                className={styles.sendCode}
                isDisabled={!countdown.canSend}
                onPress={() => void sendCode()}
              >
                {countdown.canSend ? t('sendCode') : t('resendIn', { seconds: countdown.secondsLeft })}
              </Button>
            </div>
            {sentAt !== null ? (
              <p role="status" className={styles.note}>
                {t('codeSent')}
              </p>
            ) : null}
            {formError}
            <Button type="submit" className={styles.submit}>
              {t('logIn')}
            </Button>
          </form>
        </TabPanel>
      </Tabs>
      <p className={styles.note}>
        {t('noAccount')}{' '}
        <Link href={registerHref} variant="standalone">
          {t('register')}
        </Link>
      </p>
      <div role="group" aria-labelledby={`${titleId}-social`} className={styles.social}>
        <p id={`${titleId}-social`} className={styles.socialLabel}>
          {t('orContinueWith')}
        </p>
        <div className={styles.socialButtons}>
          {SOCIAL_PROVIDERS.map((provider) => (
            <IconButton
              key={provider}
              variant="secondary"
              label={t(provider)}
              icon={SOCIAL_ICONS[provider]}
              className={pending === provider ? styles.busy : undefined}
              onPress={() => void socialLogin(provider)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
