import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config';
import { readDevAccountsSetting } from '../../src/modules/roles/devAccountsSetting';

describe('SEED_DEV_ACCOUNTS and NODE_ENV', () => {
  it('creates the development accounts by default outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(readDevAccountsSetting({ NODE_ENV }), String(NODE_ENV)).toBe(true);
    }
    expect(readDevAccountsSetting({ SEED_DEV_ACCOUNTS: ' TRUE ' })).toBe(true);
  });

  it('lets a developer turn them off', () => {
    expect(readDevAccountsSetting({ SEED_DEV_ACCOUNTS: '0' })).toBe(false);
    expect(readDevAccountsSetting({ NODE_ENV: 'development', SEED_DEV_ACCOUNTS: 'false' })).toBe(false);
  });

  it('never creates them in production, unasked or turned off', () => {
    expect(readDevAccountsSetting({ NODE_ENV: 'production' })).toBe(false);
    expect(readDevAccountsSetting({ NODE_ENV: 'production', SEED_DEV_ACCOUNTS: '' })).toBe(false);
    expect(readDevAccountsSetting({ NODE_ENV: 'production', SEED_DEV_ACCOUNTS: '0' })).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).seedDevAccounts).toBe(false);
  });

  it('refuses to start when they are asked for in production', () => {
    for (const SEED_DEV_ACCOUNTS of ['1', 'true', 'True']) {
      expect(() => readConfig({ NODE_ENV: 'production', SEED_DEV_ACCOUNTS })).toThrow(
        'SEED_DEV_ACCOUNTS=1 with NODE_ENV=production: refusing to start. The development accounts have published passwords',
      );
    }
  });

  it('refuses a value it does not understand rather than guess', () => {
    expect(() => readDevAccountsSetting({ SEED_DEV_ACCOUNTS: 'yes' })).toThrow(
      'SEED_DEV_ACCOUNTS must be 1 or 0 (true or false), got "yes"',
    );
  });
});
