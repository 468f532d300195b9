import { expect, it } from 'vitest';
import type { Harness } from './harness';

export function paymentPasswordTests(h: Harness) {
  const hashOf = async (userId: string) =>
    (
      await h.db.query<{ payment_password_hash: string | null }>(
        'SELECT payment_password_hash FROM app_user WHERE id = $1',
        [userId],
      )
    )[0]?.payment_password_hash;

  it('set once (hashed, 6 digits twice), then only reset with the login password (6029 when wrong)', async () => {
    const user = await h.registerUser();
    const set = (body: object, token = user.token) =>
      h.call('/hello/user/paymentPassword/set', body, { token });
    const reset = (body: object) => h.call('/hello/user/paymentPassword/reset', body, { token: user.token });

    h.expectFailure(
      await set({ paymentPassword: '12345a', paymentPasswordConfirmation: '12345a' }),
      400,
      400,
      'The field paymentPassword is invalid: A payment password is exactly 6 digits.',
    );
    h.expectFailure(
      await set({ paymentPassword: '123456', paymentPasswordConfirmation: '654321' }, user.token),
      400,
      400,
      'The field paymentPasswordConfirmation is invalid: The two payment passwords differ.',
    );
    expect(await hashOf(user.userId)).toBeNull();
    expect(
      (await set({ paymentPassword: '135790', paymentPasswordConfirmation: '135790' })).body.success,
    ).toBe(true);
    const first = await hashOf(user.userId);
    expect(first).toMatch(/^scrypt\$/);
    expect(first).not.toContain('135790');
    h.expectFailure(
      await set({ paymentPassword: '246801', paymentPasswordConfirmation: '246801' }),
      409,
      409,
      'A payment password is already set; reset it to change it.',
    );

    h.expectFailure(
      await reset({
        password: 'not-my-login',
        paymentPassword: '246801',
        paymentPasswordConfirmation: '246801',
      }),
      400,
      6029,
      'The login password is wrong.',
    );
    expect(await hashOf(user.userId)).toBe(first);
    expect(
      (
        await reset({
          password: user.password,
          paymentPassword: '246801',
          paymentPasswordConfirmation: '246801',
        })
      ).body.success,
    ).toBe(true);
    const second = await hashOf(user.userId);
    expect(second).not.toBe(first);
    expect(second).not.toContain('246801');
  });

  it('payment password calls are private: 401 without a token', async () => {
    h.expectFailure(
      await h.call('/hello/user/paymentPassword/set', {
        paymentPassword: '123456',
        paymentPasswordConfirmation: '123456',
      }),
      401,
      401,
    );
    h.expectFailure(await h.call('/hello/user/paymentPassword/reset', {}), 401, 401);
  });
}
