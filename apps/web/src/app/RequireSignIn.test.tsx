import { createSessionStore } from '@tijara/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, fakeApi, renderApp } from '../test/renderApp';

const LAYLA = { userId: '7', userName: 'layla', level: 1, phone: '7701234567', email: 'layla@example.com' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, LAYLA),
    ...extra,
  });
}

describe('private routes', () => {
  it('send a signed-out visitor to the sign-in page and back after signing in', async () => {
    const { calls } = api({ '/hello/user/login/login': () => envelope(200, { token: 'token-1' }) });
    const { session } = renderApp({ path: '/individualCenter/1?tab=2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(currentLocation.value).toBe('/login?redirect=%2FindividualCenter%2F1%3Ftab%3D2');
    expect(calls.some((call) => call.path === '/hello/user/userInfo')).toBe(false);

    fireEvent.change(screen.getByLabelText('User name or phone'), { target: { value: ' layla ' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'secret12' },
    });
    fireEvent.submit(
      screen.getByLabelText('Password', { selector: 'input' }).closest('form') as HTMLFormElement,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'My information' })).toBeTruthy();
    expect(currentLocation.value).toBe('/individualCenter/1?tab=2');
    expect(await screen.findByText('layla@example.com')).toBeTruthy();
    expect(session.getToken()).toBe('token-1');
    expect(calls.find((call) => call.path === '/hello/user/login/login')?.body).toEqual({
      type: 1,
      account: 'layla',
      password: 'secret12',
    });
    expect(calls.find((call) => call.path === '/hello/user/userInfo')?.authorization).toBe('Bearer token-1');
  });

  it('show a signed-in buyer the page at once', async () => {
    api();
    const session = createSessionStore({ storage: null });
    session.signIn('token-2');
    renderApp({ path: '/individualCenter/1', session });

    expect(await screen.findByRole('heading', { level: 1, name: 'My information' })).toBeTruthy();
    expect(currentLocation.value).toBe('/individualCenter/1');
  });

  it('sign the buyer out and go to the sign-in page when the server answers 401', async () => {
    api({ '/hello/user/userInfo': () => envelope(401, null, 'expired') });
    const session = createSessionStore({ storage: null });
    session.signIn('revoked-token');
    renderApp({ path: '/individualCenter/1', session });

    await waitFor(() => expect(currentLocation.value).toBe('/login?redirect=%2FindividualCenter%2F1'));
    expect(session.getToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('keep public pages open to everyone', async () => {
    api();
    renderApp({ path: '/search-list?name=lamp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “lamp”' })).toBeTruthy();
    expect(currentLocation.value).toBe('/search-list?name=lamp');
  });
});
