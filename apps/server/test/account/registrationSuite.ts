import { expect, it } from 'vitest';
import { sha256, type Harness } from './harness';

export function registrationTests(h: Harness) {
  it('registers a buyer, signs them in, and userInfo answers their details', async () => {
    const user = await h.registerUser();
    expect(user.userId).toMatch(/^\d+$/);
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await h.call('/hello/user/userInfo', undefined, { method: 'GET', token: user.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      userId: user.userId,
      userName: user.userName,
      level: 1,
      // Registered as 0770..., kept as the national number.
      phone: user.phone,
      email: user.email,
    });
  });

  it('checkUserName, checkEmail and checkPhone answer true when free, false when taken in any case or form', async () => {
    const user = await h.registerUser({
      userName: `Zainab${h.freshPhone()}`,
      email: `Zainab.${h.freshPhone()}@Example.com`,
    });
    const free = h.freshPhone();
    const checks = await Promise.all([
      h.call('/hello/user/login/checkUserName', { userName: `free${free}` }),
      h.call('/hello/user/login/checkEmail', { email: `free${free}@example.com` }),
      h.call('/hello/user/login/checkPhone', { phone: free }),
      h.call('/hello/user/login/checkUserName', { userName: user.userName.toUpperCase() }),
      h.call('/hello/user/login/checkEmail', { email: user.email.toLowerCase() }),
      h.call('/hello/user/login/checkPhone', { phone: `0${user.phone}`, areaId: '964' }),
    ]);
    expect(checks.map((answer) => answer.body.data)).toEqual([true, true, true, false, false, false]);
  });

  it('register rejects a taken user name, phone or email with 409 and a message saying which', async () => {
    const user = await h.registerUser();
    const other = h.freshPhone();
    const form = {
      userName: `other${other}`,
      email: `other${other}@example.com`,
      phone: other,
      password: 'secret12',
      confirmPassword: 'secret12',
    };
    const path = '/hello/user/login/register';
    h.expectFailure(
      await h.call(path, { ...form, userName: user.userName.toUpperCase() }),
      409,
      409,
      'This user name already exists.',
    );
    h.expectFailure(
      await h.call(path, { ...form, phone: `0${user.phone}` }),
      409,
      409,
      'This phone number already exists.',
    );
    h.expectFailure(
      await h.call(path, { ...form, email: user.email.toUpperCase() }),
      409,
      409,
      'This email is already registered.',
    );
    // In Arabic by default (no language header is read as ar).
    const arabic = await h.call(path, { ...form, email: user.email }, { locale: 'ar' });
    expect(arabic.body.msg).toBe('البريد الإلكتروني مسجل مسبقاً.');
    const rows = await h.db.query('SELECT 1 FROM app_user WHERE user_name_key = $1', [
      form.userName.toLowerCase(),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('register racing for one user name creates one account; the other gets 409', async () => {
    const name = `race${h.freshPhone()}`;
    const bodies = [h.freshPhone(), h.freshPhone()].map((phone) => ({
      userName: name,
      email: `${phone}@example.com`,
      phone,
      password: 'secret12',
      confirmPassword: 'secret12',
    }));
    const answers = await Promise.all(bodies.map((body) => h.call('/hello/user/login/register', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('register names the invalid field in the caller language, with 6028 for an invalid email', async () => {
    const phone = h.freshPhone();
    const form = {
      userName: `u${phone}`,
      email: `u${phone}@example.com`,
      phone,
      password: 'secret12',
      confirmPassword: 'secret12',
    };
    const path = '/hello/user/login/register';
    h.expectFailure(
      await h.call(path, { ...form, email: 'not-an-email' }),
      400,
      6028,
      'The field email is invalid: Enter a valid email.',
    );
    h.expectFailure(
      await h.call(path, { ...form, confirmPassword: 'secret13' }, { locale: 'zh' }),
      400,
      400,
      '字段 confirmPassword 无效：两次输入的密码不一致。',
    );
    h.expectFailure(
      await h.call(path, { ...form, password: '12345', confirmPassword: '12345' }, { locale: 'ckb' }),
      400,
      400,
      'خانەی password دروست نییە: وشەی نهێنی لانیکەم 6 پیتە.',
    );
    h.expectFailure(
      await h.call(path, { ...form, phone: '12' }),
      400,
      400,
      'The field phone is invalid: A phone number has at least 7 digits.',
    );
    h.expectFailure(
      await h.call(path, { ...form, areaId: '1' }),
      400,
      400,
      /^The field areaId is invalid: Choose the country/,
    );
    h.expectFailure(
      await h.call(path, { ...form, level: 12 }),
      400,
      400,
      'The field level is not expected here.',
    );
  });

  it('stores no password or token in clear: scrypt for passwords, SHA-256 for tokens', async () => {
    const user = await h.registerUser({ password: 'Clear-Text-9' });
    const [row] = await h.db.query<Record<string, unknown>>('SELECT * FROM app_user WHERE id = $1', [
      user.userId,
    ]);
    expect(JSON.stringify(row)).not.toContain('Clear-Text-9');
    expect(row?.password_hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    const tokens = await h.db.query<Record<string, unknown>>('SELECT * FROM auth_token WHERE user_id = $1', [
      user.userId,
    ]);
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(user.token);
    expect(tokens[0]?.token_hash).toBe(sha256(user.token));
    expect((tokens[0]?.expires_at as Date).getTime() - (tokens[0]?.created_at as Date).getTime()).toBe(
      30 * 24 * 3600 * 1000,
    );
  });

  it('one user cannot read another: userInfo follows the token and takes no user id', async () => {
    const [ali, sara] = [await h.registerUser(), await h.registerUser()];
    const aliInfo = await h.call<{ userId: string }>('/hello/user/userInfo', undefined, {
      method: 'GET',
      token: ali.token,
    });
    const saraInfo = await h.call<{ userId: string }>('/hello/user/userInfo', undefined, {
      method: 'GET',
      token: sara.token,
    });
    expect([aliInfo.body.data.userId, saraInfo.body.data.userId]).toEqual([ali.userId, sara.userId]);
    const asking = await h.call('/hello/user/userInfo', undefined, {
      method: 'GET',
      token: ali.token,
      query: { userId: sara.userId },
    });
    h.expectFailure(asking, 400, 400, 'The field userId is not expected here.');
    expect(JSON.stringify(asking.body)).not.toContain(sara.email);
  });
}
