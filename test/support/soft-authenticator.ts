import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for tests outside a browser: what an authenticator and navigator.credentials do, by the
 * WebAuthn spec (P-256, "none" attestation, user present and verified). In Chromium the e2e uses the DevTools
 * protocol's virtual authenticator instead.
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

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: String(jwk.x), y: String(jwk.y) };
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(), as the JSON SimpleWebAuthn's browser half would send. */
  register(options: CreationOptions, origin = this.origin) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const authData = Buffer.from([
      ...sha256(rpId),
      USER_PRESENT_AND_VERIFIED | ATTESTED,
      ...counterBytes(this.counter),
      ...new Uint8Array(16),
      this.credentialId.length >> 8,
      this.credentialId.length & 0xff,
      ...this.credentialId,
      ...cbor(coseKey),
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
    this.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.from([...sha256(rpId), USER_PRESENT_AND_VERIFIED, ...counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
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
