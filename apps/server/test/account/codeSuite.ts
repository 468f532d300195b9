import { expect, it } from 'vitest';
import type { Harness } from './harness';

const LOGIN = '/hello/user/login/login';
const SEND = '/hello/user/login/sendWhatsAppLoginCode';
const CHECK = '/hello/user/login/checkWhatsAppCode';
const SECOND = 1000;

export function codeTests(h: Harness) {
  const codeLogin = (phone: string, code: string) =>
    h.call<{ token: string }>(LOGIN, { type: 2, account: phone, areaId: '964', code });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('type 2: check, send by WhatsApp through the outbox, sign in once with the code', async () => {
    const user = await h.registerUser();
    expect((await h.call(CHECK, { areaId: '964', phone: user.phone })).body.data).toBe(true);
    expect((await h.call(SEND, { areaId: '964', phone: `0${user.phone}` })).body).toMatchObject({
      success: true,
      data: true,
    });

    const [message] = await h.db.query<{
      channel: string;
      payload: { kind: string; locale: string; code: string };
    }>('SELECT channel, payload FROM outbox WHERE recipient = $1', [`964${user.phone}`]);
    expect(message?.channel).toBe('whatsapp');
    expect(message?.payload).toMatchObject({ kind: 'loginCode', locale: 'en' });
    const code = message?.payload.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash of the code is kept with the account.
    const codes = await h.db.query<Record<string, unknown>>(
      'SELECT * FROM verification_code WHERE user_id = $1',
      [user.userId],
    );
    expect(codes).toHaveLength(1);
    expect(JSON.stringify(codes)).not.toContain(code);

    h.expectFailure(
      await codeLogin(user.phone, wrongCodeFor(code)),
      400,
      6021,
      'The verification code is wrong or has expired.',
    );
    const answer = await codeLogin(`0${user.phone}`, code);
    expect(answer.body.success).toBe(true);
    const info = await h.call<{ userId: string }>('/hello/user/userInfo', undefined, {
      method: 'GET',
      token: answer.body.data.token,
    });
    expect(info.body.data.userId).toBe(user.userId);
    // Single use.
    h.expectFailure(await codeLogin(user.phone, code), 400, 6021);
  });

  it('the 60 s resend wait: the check answers false, a send answers 429 with the seconds left', async () => {
    const user = await h.registerUser();
    expect((await h.call(SEND, { areaId: '964', phone: user.phone })).body.success).toBe(true);
    h.clock.advance(15 * SECOND);
    expect((await h.call(CHECK, { areaId: '964', phone: user.phone })).body).toMatchObject({
      success: true,
      data: false,
    });
    const waiting = await h.call(SEND, { areaId: '964', phone: user.phone });
    h.expectFailure(waiting, 429, 429, 'Wait 45 seconds before asking for another code.');
    expect(waiting.body.data).toEqual({ secondsLeft: 45 });
    h.clock.advance(45 * SECOND);
    expect((await h.call(CHECK, { areaId: '964', phone: user.phone })).body.data).toBe(true);
    expect((await h.call(SEND, { areaId: '964', phone: user.phone })).body.success).toBe(true);
    // Only the newest code works: sending closed the first.
    const rows = await h.db.query<{ closed: boolean }>(
      'SELECT closed_at IS NOT NULL AS closed FROM verification_code WHERE user_id = $1 ORDER BY id',
      [user.userId],
    );
    expect(rows.map((row) => row.closed)).toEqual([true, false]);
    const second = await h.latestCode(`964${user.phone}`);
    expect((await codeLogin(user.phone, second)).body.success).toBe(true);
  });

  it('a code expires after 5 minutes', async () => {
    const user = await h.registerUser();
    await h.call(SEND, { areaId: '964', phone: user.phone });
    const code = await h.latestCode(`964${user.phone}`);
    h.clock.advance(5 * 60 * SECOND);
    h.expectFailure(await codeLogin(user.phone, code), 400, 6021);
  });

  it('five wrong guesses close the code: the right one fails after them', async () => {
    const user = await h.registerUser();
    await h.call(SEND, { areaId: '964', phone: user.phone });
    const code = await h.latestCode(`964${user.phone}`);
    for (let i = 0; i < 5; i += 1)
      h.expectFailure(await codeLogin(user.phone, wrongCodeFor(code)), 400, 6021);
    h.expectFailure(await codeLogin(user.phone, code), 400, 6021);
  });

  it('6062 for a phone no account has, on check, send and login', async () => {
    const phone = h.freshPhone();
    const inline = 'This phone number is not registered.';
    h.expectFailure(await h.call(CHECK, { areaId: '964', phone }), 400, 6062, inline);
    h.expectFailure(await h.call(SEND, { areaId: '964', phone }), 400, 6062, inline);
    h.expectFailure(await codeLogin(phone, '123456'), 400, 6062, inline);
    // The same national number under another country is another phone.
    const user = await h.registerUser();
    h.expectFailure(await h.call(SEND, { areaId: '90', phone: user.phone }), 400, 6062);
    const rows = await h.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [`964${phone}`]);
    expect(rows).toHaveLength(0);
  });

  it('6026 after 10 codes in a Baghdad day; the next day codes flow again', async () => {
    const user = await h.registerUser();
    for (let i = 0; i < 10; i += 1) {
      expect((await h.call(SEND, { areaId: '964', phone: user.phone })).body.success).toBe(true);
      h.clock.advance(61 * SECOND);
    }
    const limit = 'The daily limit has been reached; please try again tomorrow.';
    h.expectFailure(await h.call(SEND, { areaId: '964', phone: user.phone }), 429, 6026, limit);
    h.expectFailure(await h.call(CHECK, { areaId: '964', phone: user.phone }), 429, 6026, limit);
    // Baghdad midnight is 21:00 UTC.
    const now = h.clock.now();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21, 0, 0));
    h.clock.set(new Date(midnight.getTime() - SECOND));
    h.expectFailure(await h.call(SEND, { areaId: '964', phone: user.phone }), 429, 6026);
    h.clock.set(midnight);
    expect((await h.call(SEND, { areaId: '964', phone: user.phone })).body.success).toBe(true);
  });

  it('forgetPassword: emailed code, 6022 when wrong, new password works, every session signed out, code single-use', async () => {
    const user = await h.registerUser({ email: `Reset.${h.freshPhone()}@Example.com` });
    h.expectFailure(
      await h.call('/hello/user/login/sendEmailCode', { email: 'nobody@example.com' }),
      400,
      6023,
      'No account is registered with this email.',
    );
    expect(
      (await h.call('/hello/user/login/sendEmailCode', { email: user.email.toLowerCase() }, { locale: 'zh' }))
        .body.data,
    ).toBe(true);
    const recipient = user.email.toLowerCase();
    const [message] = await h.db.query<{ channel: string; payload: { kind: string; locale: string } }>(
      'SELECT channel, payload FROM outbox WHERE recipient = $1',
      [recipient],
    );
    expect(message).toMatchObject({ channel: 'email', payload: { kind: 'resetPasswordCode', locale: 'zh' } });
    const code = await h.latestCode(recipient);
    const reset = (body: object) =>
      h.call('/hello/user/login/forgetPassword', {
        email: user.email,
        password: 'reset-pass1',
        confirmPassword: 'reset-pass1',
        ...body,
      });

    h.expectFailure(
      await reset({ code: wrongCodeFor(code) }),
      400,
      6022,
      'The email verification code is wrong or has expired.',
    );
    h.expectFailure(await reset({ code, confirmPassword: 'other-pass1' }), 400, 400);
    expect((await reset({ code })).body).toMatchObject({ success: true, data: null });
    h.expectFailure(await reset({ code }), 400, 6022);

    h.expectFailure(
      await h.call('/hello/user/userInfo', undefined, { method: 'GET', token: user.token }),
      401,
      401,
    );
    h.expectFailure(
      await h.call(LOGIN, { type: 1, account: user.userName, password: user.password }),
      400,
      6024,
    );
    expect(
      (await h.call(LOGIN, { type: 1, account: user.userName, password: 'reset-pass1' })).body.success,
    ).toBe(true);
  });
}
