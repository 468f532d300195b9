import { BUSINESS_CODE, failureMessage, isDomainMessageKey, type DomainMessageKey } from '@tijara/domain';

/** What a caller's login, send-code or social callback reports when it did not succeed. */
export interface LoginFailure {
  ok: false;
  /** The server's business code (spec section 8), for example 6062 or 6024. */
  code?: number;
  /** A domain error key (`account.phone.tooShort`, `error.loginFailed`) instead of a code. */
  errorKey?: string;
  /** The server's own `msg`, shown as it came when neither the code nor the key is known. */
  message?: string;
  /**
   * The failure envelope's `data`, as the api client's failure carries it. For 6024 (wrong
   * password) it holds `remainingAttempts`, which the message then states.
   */
  data?: unknown;
}

/**
 * What a callback's promise resolves to: nothing or `{ ok: true }` when it worked, a
 * {@link LoginFailure} when it did not. A rejected promise counts as a system error.
 */
export type LoginOutcome = void | undefined | { ok: true } | LoginFailure;

/** The field a failure belongs under, or `form` for a message above the login button. */
export type LoginErrorPlace = 'account' | 'password' | 'phone' | 'code' | 'form';

/**
 * A failure ready to show: a domain message's key (with the values its message takes), or the
 * server's text as it came.
 */
export type LoginErrorText = { key: DomainMessageKey; values?: Record<string, number> } | { text: string };

export function isFailure(outcome: LoginOutcome): outcome is LoginFailure {
  return typeof outcome === 'object' && outcome !== null && outcome.ok === false;
}

/**
 * The attempts left that a 6024 failure carries in its data (`{ remainingAttempts: 4 }`, spec
 * section 8: "wrong password, with remaining attempts"), or null when it carries none.
 */
export function remainingAttemptsOf(failure: LoginFailure): number | null {
  if (failure.code !== BUSINESS_CODE.wrongPassword) return null;
  const { data } = failure;
  if (typeof data !== 'object' || data === null || !('remainingAttempts' in data)) return null;
  const remaining = data.remainingAttempts;
  return typeof remaining === 'number' && Number.isSafeInteger(remaining) && remaining > 0 ? remaining : null;
}

/**
 * The text of a failure: the domain's message for a known domain key or business code (through the
 * domain's `failureMessage`; a wrong password with the attempts left when the failure carries
 * them), else the server's message, else "system error".
 */
export function loginErrorText(failure: LoginFailure): LoginErrorText {
  if (failure.errorKey && isDomainMessageKey(failure.errorKey)) return { key: failure.errorKey };
  const remaining = remainingAttemptsOf(failure);
  if (remaining !== null) return { key: 'error.wrongPasswordAttemptsLeft', values: { remaining } };
  if (failure.code !== undefined) {
    const mapped = failureMessage(failure.code, failure.message);
    if ('key' in mapped) return { key: mapped.key };
  }
  if (failure.message && failure.message.trim() !== '') return { text: failure.message };
  return { key: 'error.system' };
}

/**
 * Where a failure is shown. Spec section 8: 6062 (phone not registered) is inline on the phone
 * field; a wrong code goes under the code; a field's own validation key under that field.
 */
export function loginErrorPlace(failure: LoginFailure): LoginErrorPlace {
  if (failure.code === BUSINESS_CODE.phoneNotRegistered) return 'phone';
  if (failure.code === BUSINESS_CODE.verificationCodeWrong) return 'code';
  const key = failure.errorKey ?? '';
  if (key.startsWith('account.userNameOrPhone.')) return 'account';
  if (key.startsWith('account.password.')) return 'password';
  if (key.startsWith('account.phone.') || key.startsWith('account.phoneCountry.')) return 'phone';
  if (key.startsWith('account.code.')) return 'code';
  return 'form';
}
