import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (memory-hard, built into Node) with N = 2^15, r = 8, p = 1: 32 MiB and about 50-100 ms
 * per hash on this 2-core machine, OWASP's recommended floor for scrypt. Guessing stays expensive
 * on GPUs because each guess needs its own 32 MiB; a login still answers well within a second.
 * A 16-byte random salt and a 64-byte key. Parameters are stored in the hash itself
 * (`scrypt$15$8$1$salt$key`), so they can be raised later without invalidating stored hashes.
 */
const CURRENT = { log2N: 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters beyond this: a tampered row must not make one check eat the machine. */
const MAX_LOG2N = 20;

function scrypt(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // Node's default limit is exactly 32 MiB, which N=2^15, r=8 reaches; leave room above it.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(secret.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A self-describing hash of `secret` (a password, a payment password or a one-time code). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { log2N, r, p } = CURRENT;
  const key = await scrypt(secret, salt, { N: 2 ** log2N, r, p });
  return ['scrypt', log2N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `secret` matches `stored`, compared in constant time. A malformed hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const [n, blockSize, parallel] = [Number(log2N), Number(r), Number(p)];
  if (![n, blockSize, parallel].every(Number.isInteger) || n < 1 || n > MAX_LOG2N) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64'), {
    N: 2 ** n,
    r: blockSize,
    p: parallel,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
