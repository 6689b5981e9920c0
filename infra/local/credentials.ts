import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Temporary AWS credentials as the local STS would hand them out. They are stateless: the session token carries
 * who they belong to and when they expire, signed with the local cloud's key, and the secret key is derived from
 * the token, so credentials outlive a restart of `npm start` exactly as long as real ones would.
 */

export type Role = 'student' | 'function';

export interface Principal {
  role: Role;
  identityId?: string;
  /** the function whose execution role these credentials are, as Lambda gives each function its own */
  functionName?: string;
  expiresAt: number;
}

/** Whose credentials: a student's identity, or a function's own role (no subject: the local cloud itself). */
export interface Subject {
  identityId?: string;
  functionName?: string;
}

export interface IssuedCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export class CredentialAuthority {
  constructor(private readonly key: string) {}

  private mac(data: string): Buffer {
    return createHmac('sha256', this.key).update(data).digest();
  }

  issue(role: Role, lifetimeSeconds: number, subject: Subject = {}, now = Date.now()): IssuedCredentials {
    const accessKeyId = `ASIA${Array.from(randomBytes(16), (byte) => ALPHABET[byte % 32]).join('')}`;
    const expiresAt = now + lifetimeSeconds * 1000;
    const claims = { a: accessKeyId, r: role, i: subject.identityId, f: subject.functionName, e: expiresAt };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const sessionToken = `${payload}.${this.mac(`token:${payload}`).toString('base64url')}`;
    return { accessKeyId, secretAccessKey: this.secretFor(sessionToken), sessionToken, expiration: new Date(expiresAt) };
  }

  private secretFor(sessionToken: string): string {
    return this.mac(`secret:${sessionToken}`).toString('base64').slice(0, 40);
  }

  /** The secret and principal for a signed request, or why they are refused (as AWS words it). */
  lookup(
    accessKeyId: string,
    sessionToken: string | undefined,
    now = Date.now(),
  ): { secret: { secretAccessKey: string }; principal: Principal } | { error: string } {
    const invalid = { error: 'The security token included in the request is invalid' };
    if (!sessionToken) return invalid;
    const [payload = '', mac = ''] = sessionToken.split('.');
    const expected = this.mac(`token:${payload}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      a: string;
      r: Role;
      i?: string;
      f?: string;
      e: number;
    };
    if (claims.a !== accessKeyId) return invalid;
    if (claims.e <= now) return { error: 'The security token included in the request is expired' };
    return {
      secret: { secretAccessKey: this.secretFor(sessionToken) },
      principal: {
        role: claims.r,
        expiresAt: claims.e,
        ...(claims.i ? { identityId: claims.i } : {}),
        ...(claims.f ? { functionName: claims.f } : {}),
      },
    };
  }
}
