import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for tests outside a browser: what an authenticator and navigator.credentials do, by the
 * WebAuthn spec (P-256, RSA or Ed25519, "none" attestation, user present and verified unless a test says otherwise).
 * In Chromium the e2e uses the DevTools protocol's virtual authenticator instead.
 */

/** The little CBOR WebAuthn needs: maps of small ints and strings to ints, strings and bytes. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
const head = (major: number, length: number): number[] => {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
};
const cbor = (value: Cbor): number[] => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...head(2, value.length), ...value];
  return [...head(5, value.size), ...[...value].flatMap(([k, v]) => [...cbor(k), ...cbor(v)])];
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const USER_PRESENT_AND_VERIFIED = 0x01 | 0x04;
const ATTESTED = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export type Algorithm = 'ES256' | 'RS256' | 'EdDSA';

const keyPair = (algorithm: Algorithm) =>
  algorithm === 'ES256'
    ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
    : algorithm === 'RS256'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ed25519');

/** The public key as a COSE key (RFC 9053): key type, algorithm, then the curve and coordinates or the modulus. */
const coseKey = (algorithm: Algorithm, publicKey: KeyObject, announced: number | null) => {
  const jwk = publicKey.export({ format: 'jwk' });
  const field = (name: 'x' | 'y' | 'n' | 'e') => Buffer.from(String(jwk[name]), 'base64url');
  const entries: Array<[number, Cbor]> =
    algorithm === 'ES256'
      ? [
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, field('x')],
          [-3, field('y')],
        ]
      : algorithm === 'RS256'
        ? [
            [1, 3],
            [3, -257],
            [-1, field('n')],
            [-2, field('e')],
          ]
        : [
            [1, 1],
            [3, -8],
            [-1, 6],
            [-2, field('x')],
          ];
  const key = new Map<number, Cbor>(entries);
  if (announced !== null) key.set(3, announced);
  return key;
};

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; a test sets it back to play a cloned authenticator. */
  counter = 0;
  /** False plays an authenticator that keeps no counter (many synced passkeys): it always signs 0. */
  countsSignatures = true;
  /** The authenticator data's flags; a test clears user presence or verification. */
  flags = USER_PRESENT_AND_VERIFIED;
  /** Whether the browser says the call came from a frame of another site. */
  crossOrigin = false;
  /** A COSE algorithm to name for the key instead of its own, to play an authenticator that picked one not offered. */
  announcedAlgorithm: number | null = null;

  constructor(
    private readonly origin: string,
    readonly algorithm: Algorithm = 'ES256',
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = keyPair(algorithm));
  }

  /** The private key as PKCS#8 in base64: what the DevTools protocol's WebAuthn.addCredential takes, to hand it to Chromium. */
  privateKeyPkcs8(): string {
    return this.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: this.crossOrigin }));
  }

  /** navigator.credentials.create(), as the JSON SimpleWebAuthn's browser half sends. */
  register(options: CreationOptions, origin = this.origin) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const authData = Buffer.from([
      ...sha256(rpId),
      this.flags | ATTESTED,
      ...counterBytes(this.counter),
      ...new Uint8Array(16),
      this.credentialId.length >> 8,
      this.credentialId.length & 0xff,
      ...this.credentialId,
      ...cbor(coseKey(this.algorithm, this.publicKey, this.announcedAlgorithm)),
    ]);
    const attestationObject = Buffer.from(
      cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      ),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): signs the challenge with the counter one higher. */
  authenticate(options: RequestOptions, origin = this.origin) {
    if (this.countsSignatures) this.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.from([...sha256(rpId), this.flags, ...counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    const signature = sign(this.algorithm === 'EdDSA' ? null : 'sha256', signed, this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
