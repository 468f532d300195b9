import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  BUYER_LEVEL,
  isAccountRole,
  isStaffRole,
  levelOfRole,
  STAFF_ROLES,
} from './accountRole';
import { isProcurementManager } from './userInfo';

describe('account roles', () => {
  it('are buyer, procurement, finance, operations and administrator; VIP is a buyer, not a role', () => {
    expect(ACCOUNT_ROLES).toEqual(['buyer', 'procurement', 'finance', 'operations', 'administrator']);
    expect(isAccountRole('vip')).toBe(false);
    expect(isAccountRole('admin')).toBe(false);
    expect(isAccountRole(12)).toBe(false);
    for (const role of ACCOUNT_ROLES) expect(isAccountRole(role)).toBe(true);
  });

  it('staff are every role but the buyer', () => {
    expect(STAFF_ROLES).toEqual(['procurement', 'finance', 'operations', 'administrator']);
    expect(ACCOUNT_ROLES.filter(isStaffRole)).toEqual(STAFF_ROLES);
  });

  it('gives level 12 to procurement staff only, so only they are procurement managers', () => {
    expect(levelOfRole('procurement')).toBe(12);
    for (const role of ['buyer', 'finance', 'operations', 'administrator'] as const) {
      expect(levelOfRole(role)).toBe(BUYER_LEVEL);
    }
    expect(BUYER_LEVEL).not.toBe(12);
    expect(ACCOUNT_ROLES.filter((role) => isProcurementManager({ level: levelOfRole(role) }))).toEqual([
      'procurement',
    ]);
  });
});
