import { createSessionStore } from '@tijara/api';
import { describe, expect, it } from 'vitest';
import { mirrorSessionCookie, readSessionCookie, sessionCookie } from './sessionCookie';

const TOKEN = 'q9Xw2v7YbR0cT1sU4pO3nM6lK8jH5gF2dS1aZ0xC9vB';

describe('the session cookie', () => {
  it('carries the token to every page of the site, not to other sites’ sub-requests, for the token’s lifetime', () => {
    expect(sessionCookie(TOKEN, false)).toBe(
      `tijara.session=${TOKEN}; Path=/; SameSite=Lax; Max-Age=2592000`,
    );
    expect(sessionCookie(TOKEN, true)).toContain('; Secure;');
    expect(sessionCookie(null, true)).toBe('tijara.session=; Path=/; SameSite=Lax; Secure; Max-Age=0');
    // Something that is not a token is never written: the cookie is removed instead.
    expect(sessionCookie('a b;c', false)).toContain('Max-Age=0');
  });

  it('follows the session: written at once, removed at sign-out, rewritten at the next sign-in', () => {
    const session = createSessionStore({ storage: null });
    const written: string[] = [];
    const target = {
      get cookie() {
        return written.at(-1) ?? '';
      },
      set cookie(text: string) {
        written.push(text);
      },
      secure: false,
    };
    session.signIn(TOKEN);
    const stop = mirrorSessionCookie(session, target);
    expect(written).toEqual([sessionCookie(TOKEN, false)]);
    session.setUser({
      userId: '7',
      userName: 'layla',
      level: 1,
      phone: '7701234567',
      email: 'layla@example.com',
    });
    // The same token: nothing to write again.
    expect(written).toHaveLength(1);
    session.signOut();
    expect(written.at(-1)).toContain('Max-Age=0');
    session.signIn(`${TOKEN}x`);
    expect(written.at(-1)).toContain(`tijara.session=${TOKEN}x;`);
    stop();
    session.signOut();
    expect(written).toHaveLength(3);
  });

  it('is read from a request only when it holds a token', () => {
    expect(readSessionCookie(`tijara.locale=en; tijara.session=${TOKEN}`)).toBe(TOKEN);
    expect(readSessionCookie('tijara.session=%3Cscript%3E')).toBeNull();
    expect(readSessionCookie('tijara.session=')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
  });
});
