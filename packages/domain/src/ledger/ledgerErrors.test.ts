import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE_KEYS } from '../messages';
import { LEDGER_ERROR_KEYS } from './ledgerErrors';

describe('LEDGER_ERROR_KEYS', () => {
  it('lists each key once, as area.field.problem, and the message catalogue words them', () => {
    expect(new Set(LEDGER_ERROR_KEYS).size).toBe(LEDGER_ERROR_KEYS.length);
    for (const key of LEDGER_ERROR_KEYS) {
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(DOMAIN_MESSAGE_KEYS).toContain(key);
    }
    expect(LEDGER_ERROR_KEYS).toEqual([
      'ledger.posting.unbalanced',
      'ledger.balance.insufficient',
      'ledger.idempotencyKey.reused',
    ]);
  });
});
