import { describe, expect, it } from 'vitest';
import { registerAddress } from './routeTable';
import { loginPathFor, redirectTarget, withRedirect } from './signInRedirect';

describe('loginPathFor', () => {
  it('remembers the page with its query and hash', () => {
    expect(loginPathFor({ pathname: '/buyer_cart', search: '?type=1', hash: '#top' })).toBe(
      '/login?redirect=%2Fbuyer_cart%3Ftype%3D1%23top',
    );
  });

  it('has nothing to remember for home or the auth pages', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '/register', search: '?redirect=%2Fx' })).toBe('/login');
  });
});

describe('redirectTarget', () => {
  it('goes back to a page of this site', () => {
    expect(redirectTarget('/individualCenter/1?tab=2#info')).toBe('/individualCenter/1?tab=2#info');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login?redirect=%2Fx',
    '/register',
  ])('goes home instead of %j', (redirect) => {
    expect(redirectTarget(redirect)).toBe('/');
  });
});

describe('withRedirect', () => {
  it('passes a safe target on to the next auth page, and drops an unsafe one', () => {
    expect(withRedirect(registerAddress, '/buyer_cart')).toBe('/register?redirect=%2Fbuyer_cart');
    expect(withRedirect(registerAddress, '//evil.example')).toBe('/register');
    expect(withRedirect(registerAddress, null)).toBe('/register');
  });
});
