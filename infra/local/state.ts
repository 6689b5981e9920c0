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
}

const makeKeys = (): LocalKeys => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    identityTokenSecret: randomBytes(32).toString('base64'),
    credentialSecret: randomBytes(32).toString('base64'),
    cloudFront: {
      keyPairId: `K${randomBytes(6).toString('hex').toUpperCase()}`,
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  };
};

export const loadKeys = (dataDir: string): LocalKeys => {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalKeys;
  const keys = makeKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
};
