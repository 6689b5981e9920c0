import { describe, expect, it } from 'vitest';
import { DECOY_HASH, SCRYPT_PARAMS, hashPassword, verifyPassword } from '@functions/sign-in/password.js';

/** The parts of a stored hash that decide what verifying against it costs. */
const costOf = (stored: string) => {
  const [scheme, N, r, p, salt = '', key = ''] = stored.split('$');
  return {
    scheme,
    N: Number(N),
    r: Number(r),
    p: Number(p),
    saltBytes: Buffer.from(salt, 'base64').length,
    keyBytes: Buffer.from(key, 'base64').length,
  };
};

describe('the decoy hash an unknown username is verified against', () => {
  it('carries SCRYPT_PARAMS, so verifying against it costs exactly what verifying a real password does', async () => {
    expect(costOf(DECOY_HASH)).toEqual({ scheme: 'scrypt', ...SCRYPT_PARAMS, saltBytes: 16, keyBytes: 32 });
    expect(costOf(await hashPassword('a real password'))).toEqual(costOf(DECOY_HASH));
  });

  it('matches no password anyone would try', async () => {
    for (const password of ['', 'password', 'let-me-play-1']) expect(await verifyPassword(password, DECOY_HASH)).toBe(false);
  });
});
