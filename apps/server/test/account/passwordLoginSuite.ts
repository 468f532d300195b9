import { expect, it } from 'vitest';
import { sha256, type Harness } from './harness';

const LOGIN = '/hello/user/login/login';
const MINUTE = 60_000;

export function passwordLoginTests(h: Harness) {
  const userIdOf = async (token: string) =>
    (await h.call<{ userId: string }>('/hello/user/userInfo', undefined, { method: 'GET', token })).body.data
      .userId;

  it('type 1 signs in with the user name (any case), the email or the phone (with or without 0)', async () => {
    const user = await h.registerUser();
    for (const account of [user.userName.toUpperCase(), user.email, user.phone, `0${user.phone}`]) {
      const answer = await h.call<{ token: string }>(LOGIN, { type: 1, account, password: user.password });
      expect(answer.body).toMatchObject({ success: true, code: 200 });
      expect(await userIdOf(answer.body.data.token)).toBe(user.userId);
    }
  });

  it('type 1 answers 6023 for an account that does not exist', async () => {
    const answer = await h.call(LOGIN, { type: 1, account: 'nobody-here', password: 'whatever' });
    h.expectFailure(answer, 400, 6023, 'This account does not exist.');
  });

  it('6024 counts down the attempts left; the fifth wrong one locks for 5 minutes (6025), even the right password', async () => {
    const user = await h.registerUser();
    const wrong = () => h.call(LOGIN, { type: 1, account: user.userName, password: 'not-it' });
    for (const remaining of [4, 3, 2, 1]) {
      const answer = await wrong();
      h.expectFailure(
        answer,
        400,
        6024,
        `The password is not correct; ${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} left.`,
      );
      expect(answer.body.data).toEqual({ remainingAttempts: remaining });
    }
    const locked = await wrong();
    h.expectFailure(locked, 429, 6025, 'Too many wrong passwords; try again in 5 minutes.');
    expect(locked.headers.get('retry-after')).toBe('300');

    const right = () => h.call(LOGIN, { type: 1, account: user.userName, password: user.password });
    h.clock.advance(4 * MINUTE + 59_000);
    h.expectFailure(await right(), 429, 6025, 'Too many wrong passwords; try again in 1 minute.');
    h.clock.advance(1000);
    expect((await right()).body.success).toBe(true);
  });

  it('a success resets the count, and the lockout message comes in the caller language', async () => {
    const user = await h.registerUser();
    const wrong = (locale?: 'ar' | 'zh') =>
      h.call(LOGIN, { type: 1, account: user.email, password: 'nope!!' }, { locale });
    h.expectFailure(await wrong(), 400, 6024);
    h.expectFailure(await wrong(), 400, 6024);
    expect(
      (await h.call(LOGIN, { type: 1, account: user.email, password: user.password })).body.success,
    ).toBe(true);
    h.expectFailure(await wrong('ar'), 400, 6024, 'كلمة المرور غير صحيحة، تبقّت لك 4 محاولات.');
    for (let i = 0; i < 3; i += 1) await wrong();
    h.expectFailure(await wrong('zh'), 429, 6025, '密码错误次数过多，请 5 分钟后再试。');
  });

  it('parallel wrong guesses cannot exceed five: the rest are refused as locked', async () => {
    const user = await h.registerUser();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call(LOGIN, { type: 1, account: user.userName, password: 'burst!' }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 6024).length).toBeLessThanOrEqual(4);
    expect(codes.filter((code) => code === 6025).length).toBeGreaterThanOrEqual(8);
    expect(codes.every((code) => code === 6024 || code === 6025)).toBe(true);
  });

  it('401 for a missing, malformed, unknown, expired or revoked token, before the body is looked at', async () => {
    const user = await h.registerUser();
    const info = (options: { token?: string; authorization?: string }) =>
      h.call('/hello/user/userInfo', undefined, { method: 'GET', ...options });

    const missing = await info({});
    h.expectFailure(missing, 401, 401, 'Please log in first.');
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    for (const authorization of ['Bearer', 'Bearer short', `Basic ${user.token}`, `Bearer ${user.token}x`]) {
      h.expectFailure(
        await info({ authorization }),
        401,
        401,
        'Your session has ended; please log in again.',
      );
    }
    h.expectFailure(await info({ token: 'A'.repeat(43) }), 401, 401);
    // A private call with a bad body and no token: 401, not 400.
    h.expectFailure(await h.call('/hello/user/changePassword', { nonsense: true }), 401, 401);

    // Expiry: 30 days after it was issued.
    h.clock.advance(30 * 24 * 60 * MINUTE - 1000);
    expect((await info({ token: user.token })).status).toBe(200);
    h.clock.advance(1000);
    h.expectFailure(
      await info({ token: user.token }),
      401,
      401,
      'Your session has ended; please log in again.',
    );

    // Revocation: logout ends that session only.
    const later = await h.call<{ token: string }>(LOGIN, {
      type: 1,
      account: user.userName,
      password: user.password,
    });
    const fresh = await h.call<{ token: string }>(LOGIN, {
      type: 1,
      account: user.userName,
      password: user.password,
    });
    expect((await h.call('/hello/user/login/logout', {}, { token: later.body.data.token })).body).toEqual({
      success: true,
      code: 200,
      msg: 'Success',
      data: null,
    });
    h.expectFailure(await info({ token: later.body.data.token }), 401, 401);
    h.expectFailure(await h.call('/hello/user/login/logout', {}, { token: later.body.data.token }), 401, 401);
    expect((await info({ token: fresh.body.data.token })).status).toBe(200);
    const [row] = await h.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM auth_token WHERE token_hash = $1',
      [sha256(later.body.data.token)],
    );
    expect(row?.revoked_at).toEqual(h.clock.now());
  });

  it('changePassword: 6029 for a wrong old password, 6027 for the same one; success signs other sessions out', async () => {
    const user = await h.registerUser();
    const other = await h.call<{ token: string }>(LOGIN, {
      type: 1,
      account: user.userName,
      password: user.password,
    });
    const change = (body: object) => h.call('/hello/user/changePassword', body, { token: user.token });
    h.expectFailure(
      await change({ oldPassword: 'wrong-old', password: 'brand-new1', confirmPassword: 'brand-new1' }),
      400,
      6029,
      'The old password is wrong.',
    );
    h.expectFailure(
      await change({ oldPassword: user.password, password: user.password, confirmPassword: user.password }),
      400,
      6027,
      'The new password is the same as the old one.',
    );
    h.expectFailure(
      await change({ oldPassword: user.password, password: 'brand-new1', confirmPassword: 'brand-new2' }),
      400,
      400,
    );
    expect(
      (await change({ oldPassword: user.password, password: 'brand-new1', confirmPassword: 'brand-new1' }))
        .body.success,
    ).toBe(true);

    h.expectFailure(
      await h.call(LOGIN, { type: 1, account: user.userName, password: user.password }),
      400,
      6024,
    );
    expect(
      (await h.call(LOGIN, { type: 1, account: user.userName, password: 'brand-new1' })).body.success,
    ).toBe(true);
    expect(
      (await h.call('/hello/user/userInfo', undefined, { method: 'GET', token: user.token })).status,
    ).toBe(200);
    h.expectFailure(
      await h.call('/hello/user/userInfo', undefined, { method: 'GET', token: other.body.data.token }),
      401,
      401,
    );
  });
}
