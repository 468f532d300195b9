import { getProductNum, userInfo } from '@tijara/api';
import type { UserInfo } from '@tijara/domain';
import { describe, expect, it } from 'vitest';
import { servedUser } from './servedUser';

const ali: UserInfo = {
  userId: '7',
  userName: 'ali',
  level: 1,
  phone: '7701234567',
  email: 'ali@example.com',
};

describe('servedUser', () => {
  it("finds the server's userInfo answer among the page's answers", () => {
    const answers = [
      { path: getProductNum.path, request: {}, data: 3 },
      { path: userInfo.path, request: {}, data: ali },
    ];
    expect(servedUser(answers)).toEqual(ali);
  });

  it('is undefined when the server had no userInfo answer', () => {
    expect(servedUser([{ path: getProductNum.path, request: {}, data: 3 }])).toBeUndefined();
    expect(servedUser([{ path: userInfo.path, request: {}, data: null }])).toBeUndefined();
  });
});
