import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/database';
import type * as PasswordHash from '../auth/passwordHash';
import { verifySecret } from '../auth/passwordHash';
import { loginWithPassword } from './passwordLogin';

// The real hashing, observed: every call to the verifier is recorded.
vi.mock('../auth/passwordHash', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordHash>();
  return { ...real, verifySecret: vi.fn(real.verifySecret) };
});

/** A database in which no account exists: every lookup answers no rows. */
const empty: Queryable = {
  query: () => Promise.resolve([]),
  exec: () => Promise.resolve(),
};
const clock = { now: () => new Date('2026-03-02T06:00:00Z') };

describe('the unknown-account login', () => {
  it('checks the password against a scrypt hash all the same, so it takes as long as a wrong password', async () => {
    vi.mocked(verifySecret).mockClear();
    await expect(loginWithPassword(empty, clock, 'nobody', 'secret1', '192.0.2.1')).rejects.toMatchObject({
      code: 6023,
    });
    expect(verifySecret).toHaveBeenCalledTimes(1);
    const [secret, hash] = vi.mocked(verifySecret).mock.calls[0] ?? [];
    expect(secret).toBe('secret1');
    // The current parameters (scrypt$15$8$1$…), those of a real password's hash.
    expect(hash).toMatch(/^scrypt\$15\$8\$1\$/);
  });
});
