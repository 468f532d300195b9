import { BUSINESS_CODE } from '@tijara/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The input labelled `label` (a required field's label ends with its mark). */
function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
}

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('resetting a forgotten password', () => {
  it('sends a code to the email, sets the new password with it, then goes to sign in', async () => {
    const { calls } = fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/hello/user/login/sendEmailCode': () => envelope(200, true),
      '/hello/user/login/forgetPassword': () => envelope(200, null),
    });
    renderApp({ path: '/reset-password?redirect=%2Fbuyer_cart' });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    fill('Email', ' layla@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent the code to your email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toHaveProperty('disabled', true);

    fill('Verification code', '123456');
    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(field('Verification code').closest('form') as HTMLFormElement);

    await waitFor(() => expect(currentLocation.value).toBe('/login?redirect=%2Fbuyer_cart'));
    expect(calls.find((call) => call.path === '/hello/user/login/sendEmailCode')?.body).toEqual({
      email: 'layla@example.com',
    });
    expect(calls.find((call) => call.path === '/hello/user/login/forgetPassword')?.body).toEqual({
      email: 'layla@example.com',
      code: '123456',
      password: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
  });

  it('shows a wrong code under the code and keeps what was typed', async () => {
    // The server answers 6022 in the envelope; the page shows the domain's message for it.
    fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/hello/user/login/forgetPassword': () =>
        new Response(
          JSON.stringify({ success: false, code: BUSINESS_CODE.emailCodeWrong, msg: 'wrong', data: null }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderApp({ path: '/reset-password' });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    fill('Email', 'layla@example.com');
    fill('Verification code', '000000');
    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-2');
    const form = screen
      .getByRole('textbox', { name: 'Verification code' })
      .closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('The two passwords differ.')).toBeTruthy();

    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(form);
    expect(await screen.findByText('The email verification code is wrong or has expired.')).toBeTruthy();
    expect(field('Verification code').value).toBe('000000');
    expect(currentLocation.value).toBe('/reset-password');
  });
});
