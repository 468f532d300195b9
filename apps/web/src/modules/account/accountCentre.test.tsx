import { createSessionStore } from '@tijara/api';
import { BUSINESS_CODE, DEFAULT_COUNTRY_ID } from '@tijara/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

const LAYLA = { userId: '7', userName: 'layla', level: 1, phone: '7701234567', email: 'layla@example.com' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A refusal as the server words it: the envelope with the business code and its text. */
function refusal(status: number, code: number, msg: string): Response {
  return new Response(JSON.stringify({ success: false, code, msg, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, LAYLA),
    ...extra,
  });
}

function renderSignedIn(path: string) {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path, session });
}

/** The input labelled `label` (a required field's label ends with its mark). */
function field(label: string, within: ParentNode = document.body): HTMLInputElement {
  const input = [...within.querySelectorAll('label')]
    .filter((element) => element.textContent?.replace(/\*$/, '') === label)
    .map((element) => element.control ?? document.getElementById(element.htmlFor))
    .find((control): control is HTMLInputElement => control instanceof HTMLInputElement);
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}

function fill(label: string, value: string, scope?: ParentNode) {
  fireEvent.change(field(label, scope), { target: { value } });
}

function bodyOf(calls: { path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

describe('the user centre', () => {
  it('links its built sections and marks the current one', async () => {
    api({ '/hello/userAddress/list': () => envelope(200, []) });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const nav = screen.getByRole('navigation', { name: 'User centre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My information', '/individualCenter/1'],
      ['Change password', '/individualCenter/changePassword'],
      ['Payment password', '/individualCenter/paymentPassword'],
      ['Address book', '/individualCenter/address'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual(['Change password']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Address book' }));
    await screen.findByRole('heading', { level: 1, name: 'Address book' });
    expect(currentLocation.value).toBe('/individualCenter/address');
  });
});

describe('changing the login password', () => {
  it('sends the current and new password and clears the form', async () => {
    const { calls } = api({ '/hello/user/changePassword': () => envelope(200, null) });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fill('Current password', 'old-secret');
    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(field('Current password').closest('form') as HTMLFormElement);

    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(bodyOf(calls, '/hello/user/changePassword')).toEqual([
      { oldPassword: 'old-secret', password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    ]);
    expect(field('New password').value).toBe('');
  });

  it('checks the rules first, then shows a wrong current password under it and keeps the input', async () => {
    const { calls } = api({
      '/hello/user/changePassword': () => refusal(400, BUSINESS_CODE.oldPasswordWrong, 'wrong'),
    });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fill('Current password', 'not-it');
    fill('New password', 'abc');
    fill('Confirm password', 'abd');
    const form = field('Current password').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('A password has at least 6 characters.')).toBeTruthy();
    expect(bodyOf(calls, '/hello/user/changePassword')).toEqual([]);

    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(form);
    expect(await screen.findByText('The old password is wrong.')).toBeTruthy();
    expect(field('Current password').value).toBe('not-it');
    expect(field('New password').value).toBe('new-secret-1');
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
