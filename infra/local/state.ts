import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Key material of the local cloud, made on first start and kept under .local/ (git-ignored, owner-only). */
export interface LocalKeys {
  /** signs the identity pool's OpenID tokens */
  identityTokenSecret: string;
  /** signs session tokens and derives the secret keys of the temporary credentials it hands out */
  credentialSecret: string;
  cloudFront: { keyPairId: string; privateKeyPem: string; publicKeyPem: string };
  /** signs the admin user pool's id and access tokens (RS256, published as a JWKS) */
  userPool?: { kid: string; privateKeyPem: string; publicKeyPem: string };
  /** the sign-in functions' key (Secrets Manager in AWS): keys the sign-in counters and signs device tokens */
  signInKey?: string;
}

const rsaPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const makeKeys = (): LocalKeys => ({
  identityTokenSecret: randomBytes(32).toString('base64'),
  credentialSecret: randomBytes(32).toString('base64'),
  cloudFront: { keyPairId: `K${randomBytes(6).toString('hex').toUpperCase()}`, ...rsaPair() },
  userPool: { kid: randomBytes(8).toString('hex'), ...rsaPair() },
  signInKey: randomBytes(32).toString('base64url'),
});

export const loadKeys = (dataDir: string): LocalKeys => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as LocalKeys;
    if (keys.userPool && keys.signInKey) return keys;
    // Data made before the admin area (or the sign-in key) existed gets the missing key now.
    const upgraded = {
      ...keys,
      userPool: keys.userPool ?? { kid: randomBytes(8).toString('hex'), ...rsaPair() },
      signInKey: keys.signInKey ?? randomBytes(32).toString('base64url'),
    };
    writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const keys = makeKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
};
