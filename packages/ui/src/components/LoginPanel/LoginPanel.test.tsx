import { BUSINESS_CODE, RESEND_CODE_WAIT_SECONDS } from '@tijara/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { LoginPanel, type LoginPanelProps } from './LoginPanel';
import { loginErrorPlace, loginErrorText, type LoginOutcome } from './loginOutcome';

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
    <UIProvider locale="en">
      <LoginPanel {...callbacks} registerHref="/register" {...props} />
    </UIProvider>,
  );
  return callbacks;
}

const flush = () => act(() => Promise.resolve());

describe('loginErrorText and loginErrorPlace', () => {
  it('shows 6062 inline under the phone, in the built-in strings', () => {
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

  it('calls onSocialLogin with each provider', async () => {
    const callbacks = renderPanel();
    for (const [name, provider] of [
      ['Code by WhatsApp', 'whatsapp'],
      ['Continue with Google', 'google'],
      ['Continue with Facebook', 'facebook'],
      ['Continue with Apple', 'apple'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      await flush();
      expect(callbacks.onSocialLogin).toHaveBeenLastCalledWith(provider);
    }
  });
});
