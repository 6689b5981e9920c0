import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with the OWASP Password Storage Cheat Sheet parameters that ASVS 5.0 (11.4.2) points to:
 * N = 2^17 (128 MiB), r = 8, p = 1, a 16-byte random salt and a 32-byte key.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const maxmem = (N: number, r: number) => 256 * N * r;

/** `scrypt$N$r$p$salt$key`, base64 parts, so parameters can be raised later without breaking old hashes. */
export const hashPassword = async (password: string): Promise<string> => {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

/**
 * Verified against when the account does not exist, so an unknown username costs the same scrypt as a wrong
 * password. It is the hash of 32 random bytes that were thrown away once it was made: nobody knows its password,
 * and knowing one would open nothing (a sign-in without an account fails whatever the match). Committed, not
 * computed at start, so a cold start does no scrypt. It must carry SCRYPT_PARAMS (a test checks): when they are
 * raised, make a new one with `npx tsx -e "import('./functions/sign-in/password.ts').then(async (m) =>
 * console.log(await m.hashPassword(crypto.randomUUID())))"`.
 */
export const DECOY_HASH = 'scrypt$131072$8$1$ZPEx7y0cK4f+UnE6jzLjOQ==$l2KM2SrzPZFRpmR7U5l4of6S2EHBKyt6U9HY5w3MzUg=';

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
  return timingSafeEqual(actual, expected);
};
