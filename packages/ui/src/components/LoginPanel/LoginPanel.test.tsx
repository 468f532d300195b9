import {
  BUSINESS_CODE,
  DOMAIN_MESSAGES,
  formatDomainMessage,
  RESEND_CODE_WAIT_SECONDS,
} from '@tijara/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { LoginDialog } from './LoginDialog';
import { LoginPanel, type LoginPanelProps } from './LoginPanel';
import { loginErrorPlace, loginErrorText, remainingAttemptsOf, type LoginOutcome } from './loginOutcome';

afterEach(cleanup);

const ok = (): Promise<LoginOutcome> => Promise.resolve({ ok: true });

function renderPanel(props: Partial<LoginPanelProps> = {}) {
  const callbacks = {
    onPasswordLogin: vi.fn(ok),
    onPhoneCodeLogin: vi.fn(ok),
    onSendCode: vi.fn(ok),
    onSocialLogin: vi.fn(ok),
    onLoggedIn: vi.fn(),
  };
  render(
    <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
      <LoginPanel {...callbacks} registerHref="/register" {...props} />
    </UIProvider>,
  );
  return callbacks;
}

const flush = () => act(() => Promise.resolve());

describe('loginErrorText and loginErrorPlace', () => {
  it('shows 6062 inline under the phone, in the domain’s words', () => {
    const failure = { ok: false as const, code: BUSINESS_CODE.phoneNotRegistered };
    expect(loginErrorText(failure)).toEqual({ key: 'error.phoneNotRegistered' });
    expect(loginErrorPlace(failure)).toBe('phone');
  });

  it('maps domain keys to their field, unknown codes to the server text, then to system error', () => {
    expect(loginErrorPlace({ ok: false, errorKey: 'account.code.invalid' })).toBe('code');
    expect(loginErrorText({ ok: false, errorKey: 'account.code.invalid' })).toEqual({
      key: 'account.code.invalid',
    });
    expect(loginErrorText({ ok: false, code: 9999, message: 'Nope' })).toEqual({ text: 'Nope' });
    expect(loginErrorText({ ok: false, code: 9999 })).toEqual({ key: 'error.system' });
    expect(loginErrorPlace({ ok: false, code: BUSINESS_CODE.wrongPassword })).toBe('form');
  });

  it('states the attempts left that a 6024 failure carries in its data', () => {
    const wrong = { ok: false as const, code: BUSINESS_CODE.wrongPassword, message: 'Wrong password.' };
    expect(loginErrorText({ ...wrong, data: { remainingAttempts: 4 } })).toEqual({
      key: 'error.wrongPasswordAttemptsLeft',
      values: { remaining: 4 },
    });
    // Without a usable count it is the plain wrong-password message.
    for (const data of [
      undefined,
      null,
      {},
      { remainingAttempts: '4' },
      { remainingAttempts: 0 },
      { remainingAttempts: 1.5 },
    ]) {
      expect(loginErrorText({ ...wrong, data })).toEqual({ key: 'error.wrongPassword' });
    }
    // Only 6024 carries attempts.
    expect(
      remainingAttemptsOf({ ok: false, code: BUSINESS_CODE.accountNotFound, data: { remainingAttempts: 2 } }),
    ).toBeNull();
    expect(remainingAttemptsOf({ ...wrong, data: { remainingAttempts: 2 } })).toBe(2);
  });

  it('words the attempts left in each language, with Latin digits', () => {
    const say = (locale: 'ar' | 'ckb' | 'en' | 'zh', remaining: number) =>
      formatDomainMessage(DOMAIN_MESSAGES[locale], locale, 'error.wrongPasswordAttemptsLeft', { remaining });
    expect(say('ar', 1)).toBe('كلمة المرور غير صحيحة، تبقّت لك محاولة واحدة.');
    expect(say('ar', 2)).toBe('كلمة المرور غير صحيحة، تبقّت لك محاولتان.');
    expect(say('ar', 4)).toBe('كلمة المرور غير صحيحة، تبقّت لك 4 محاولات.');
    expect(say('ar', 11)).toBe('كلمة المرور غير صحيحة، تبقّت لك 11 محاولة.');
    expect(say('ckb', 4)).toBe('وشەی نهێنی هەڵەیە، 4 هەوڵت ماوە.');
    expect(say('en', 1)).toBe('The password is not correct; 1 attempt left.');
    expect(say('zh', 4)).toBe('密码不正确，还可尝试 4 次。');
  });
});

describe('LoginPanel', () => {
  it('does nothing with empty fields and calls once while a login runs', async () => {
    let resolve: (outcome: LoginOutcome) => void = () => undefined;
    const onPasswordLogin = vi.fn(() => new Promise<LoginOutcome>((done) => (resolve = done)));
    const callbacks = renderPanel({ onPasswordLogin });
    const submit = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(submit);
    await flush();
    expect(onPasswordLogin).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('User name or phone'), { target: { value: 'ali' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'secret12' },
    });
    fireEvent.submit(submit.closest('form')!);
    fireEvent.submit(submit.closest('form')!);
    await flush();
    expect(onPasswordLogin).toHaveBeenCalledTimes(1);
    await act(() => {
      resolve({ ok: true });
      return Promise.resolve();
    });
    expect(callbacks.onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('disables send-code for 60 s after a code is sent, counting down', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(1_750_000_000_000);
      const callbacks = renderPanel({ defaultMode: 'phoneCode' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), {
        target: { value: '7701234567' },
      });
      const send = screen.getByRole('button', { name: 'Send code' });
      fireEvent.click(send);
      await flush();
      expect(callbacks.onSendCode).toHaveBeenCalledWith({ areaId: '964', phone: '7701234567' });
      expect(send.textContent).toBe(`Resend in ${RESEND_CODE_WAIT_SECONDS} s`);
      expect(send).toHaveProperty('disabled', true);
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(send.textContent).toBe('Resend in 1 s');
      expect(send).toHaveProperty('disabled', true);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(send.textContent).toBe('Send code');
      expect(send).toHaveProperty('disabled', false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows 6062 under the phone and "enter phone number" when it is empty', async () => {
    const onSendCode = vi.fn((): Promise<LoginOutcome> => Promise.resolve({ ok: false, code: 6062 }));
    renderPanel({ defaultMode: 'phoneCode', onSendCode });
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    await flush();
    expect(onSendCode).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your phone number.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), {
      target: { value: '7709999999' },
    });
    fireEvent.click(send);
    await flush();
    expect(onSendCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('This phone number is not registered.')).toBeTruthy();
    expect(send).toHaveProperty('disabled', false);
  });

  it('shows a rejected call as a system error and keeps the typed values', async () => {
    renderPanel({ onPasswordLogin: vi.fn(() => Promise.reject(new Error('offline'))) });
    fireEvent.change(screen.getByLabelText('User name or phone'), { target: { value: 'ali' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'secret12' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('System error, please try again later.');
    expect(screen.getByLabelText('User name or phone')).toHaveProperty('value', 'ali');
  });

  it('shows the attempts left on a wrong password, in the plural the count takes', async () => {
    const onPasswordLogin = vi.fn((): Promise<LoginOutcome> =>
      Promise.resolve({ ok: false, code: 6024, data: { remainingAttempts: 1 } }),
    );
    const callbacks = renderPanel({ onPasswordLogin });
    fireEvent.change(screen.getByLabelText('User name or phone'), { target: { value: 'ali' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'wrong12' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The password is not correct; 1 attempt left.');
    onPasswordLogin.mockResolvedValueOnce({ ok: false, code: 6024, data: { remainingAttempts: 3 } });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The password is not correct; 3 attempts left.');
    expect(callbacks.onLoggedIn).not.toHaveBeenCalled();
  });

  it('signs in with Google, Facebook and Apple through onSocialLogin', async () => {
    const callbacks = renderPanel();
    for (const [name, provider] of [
      ['Continue with Google', 'google'],
      ['Continue with Facebook', 'facebook'],
      ['Continue with Apple', 'apple'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      await flush();
      expect(callbacks.onSocialLogin).toHaveBeenLastCalledWith(provider);
    }
    expect(callbacks.onLoggedIn).toHaveBeenCalledTimes(3);
  });

  it('opens the phone-code form for the WhatsApp option, without a sign-in', async () => {
    const onModeChange = vi.fn();
    const callbacks = renderPanel({ onModeChange });
    fireEvent.click(screen.getByRole('button', { name: 'Code by WhatsApp' }));
    await flush();
    expect(screen.getByRole('tab', { name: 'Phone code' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
    expect(onModeChange).toHaveBeenCalledWith('phoneCode');
    expect(callbacks.onSocialLogin).not.toHaveBeenCalled();
    expect(callbacks.onLoggedIn).not.toHaveBeenCalled();
  });
});

describe('LoginDialog', () => {
  function renderDialog() {
    const callbacks = {
      onPasswordLogin: vi.fn(ok),
      onPhoneCodeLogin: vi.fn(ok),
      onSendCode: vi.fn(ok),
      onSocialLogin: vi.fn(ok),
      onLoggedIn: vi.fn(),
      onOpenChange: vi.fn(),
    };
    render(
      <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
        <LoginDialog {...callbacks} registerHref="/register" defaultOpen />
      </UIProvider>,
    );
    return callbacks;
  }

  it('stays open on the WhatsApp option and closes on a real sign-in', async () => {
    const callbacks = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Code by WhatsApp' }));
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(callbacks.onOpenChange).not.toHaveBeenCalled();
    expect(callbacks.onLoggedIn).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), {
      target: { value: '7701234567' },
    });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByLabelText('Verification code').closest('form')!);
    await flush();
    expect(callbacks.onPhoneCodeLogin).toHaveBeenCalledWith({
      areaId: '964',
      phone: '7701234567',
      code: '123456',
    });
    expect(callbacks.onLoggedIn).toHaveBeenCalledOnce();
    expect(callbacks.onOpenChange).toHaveBeenCalledWith(false);
  });
});
