import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import * as v from 'valibot';
import { list, text } from '@domain/validation.js';

/*
 * WebAuthn for the admin's passkeys: the options the browser is given are plain JSON made here, and every answer is
 * verified by @simplewebauthn/server, the reviewed relying-party implementation (loaded only on the paths that
 * verify, so the other passkey routes do not pay its start). We ask for no attestation and a verified user. Two
 * rules of ours go on top of the library's checks: no answer from a frame of another site, and the credential an
 * answer names is the one it holds. The challenge is used up only once everything else holds, so a forged answer
 * cannot spend a real one.
 */

/** The algorithms offered, most preferred first (COSE ids): Ed25519, P-256 and RSA, the three every browser must support. */
const ALGORITHMS = [-8, -7, -257] as const;
/** The COSE key type each algorithm's key must be (OKP, EC2, RSA): a key labelled otherwise could never sign in. */
const KEY_TYPE: Record<number, number> = { [-8]: 1, [-7]: 2, [-257]: 3 };
const TIMEOUT_MS = 60_000;

const base64url = (max: number) => v.pipe(text(1, max), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Invalid base64url'));
const bytes = (value: string) => Buffer.from(value, 'base64url');
const toBase64url = (value: Uint8Array) => Buffer.from(value).toString('base64url');

const credentialOutline = { id: base64url(1400), rawId: base64url(1400), type: v.literal('public-key') };

/** What @simplewebauthn/browser's startRegistration sends: PublicKeyCredential.toJSON() of navigator.credentials.create(). */
export const registrationResponse = v.looseObject({
  ...credentialOutline,
  response: v.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: v.optional(list(text(1, 32), 0, 10)),
  }),
});
export type RegistrationResponse = v.InferOutput<typeof registrationResponse>;

/** What startAuthentication sends: PublicKeyCredential.toJSON() of navigator.credentials.get(). */
export const authenticationResponse = v.looseObject({
  ...credentialOutline,
  response: v.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
  }),
});
export type AuthenticationResponse = v.InferOutput<typeof authenticationResponse>;

/** A passkey as stored: its public key is the COSE key exactly as the authenticator gave it, in base64url. */
export interface Credential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

interface Expected {
  origin: string;
  rpId: string;
  /** Uses up the challenge the answer signed: false when it was never given, is stale or was used already. */
  consumeChallenge: (challenge: string) => Promise<boolean>;
}

const newChallenge = () => randomBytes(32).toString('base64url');

const described = (credentials: Array<Pick<Credential, 'id' | 'transports'>>) =>
  credentials.map(({ id, transports }) => ({ id, type: 'public-key' as const, transports }));

/** navigator.credentials.create()'s options as JSON (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptions = (options: {
  rpName: string;
  rpId: string;
  user: { id: string; name: string; displayName: string };
  exclude: Array<Pick<Credential, 'id' | 'transports'>>;
}) => ({
  challenge: newChallenge(),
  rp: { name: options.rpName, id: options.rpId },
  user: { id: toBase64url(Buffer.from(options.user.id, 'utf8')), name: options.user.name, displayName: options.user.displayName },
  pubKeyCredParams: ALGORITHMS.map((alg) => ({ alg, type: 'public-key' as const })),
  timeout: TIMEOUT_MS,
  attestation: 'none' as const,
  excludeCredentials: described(options.exclude),
  authenticatorSelection: { residentKey: 'preferred' as const, requireResidentKey: false, userVerification: 'required' as const },
  extensions: { credProps: true },
});

/**
 * A passkey may be asked for from a phone as well as from the device it says it is on: a browser offers "use a phone"
 * (the hybrid transport, a QR code the phone scans) only for a credential whose transports name it, and an admin at
 * another computer than the one they set their passkey up on needs just that. No transports at all already means any.
 */
const reachableFromAPhone = (credentials: Array<Pick<Credential, 'id' | 'transports'>>) =>
  credentials.map(({ id, transports }) => ({
    id,
    transports: transports.length === 0 || transports.includes('hybrid') ? transports : [...transports, 'hybrid'],
  }));

/** navigator.credentials.get()'s options as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptions = (options: { rpId: string; allow: Array<Pick<Credential, 'id' | 'transports'>> }) => ({
  challenge: newChallenge(),
  rpId: options.rpId,
  allowCredentials: described(reachableFromAPhone(options.allow)),
  timeout: TIMEOUT_MS,
  userVerification: 'required' as const,
});

const clientData = (clientDataJSON: string): { challenge?: unknown; crossOrigin?: unknown } => {
  const parsed: unknown = JSON.parse(bytes(clientDataJSON).toString('utf8'));
  return typeof parsed === 'object' && parsed !== null ? parsed : {};
};

/**
 * The challenge an answer signed, when it comes from a page of the site itself: SimpleWebAuthn lets a cross-origin
 * frame through when the browser names no top origin (Safari), and no frame of another site may sign our admins in.
 */
const ownChallenge = (clientDataJSON: string): string | null => {
  const { challenge, crossOrigin } = clientData(clientDataJSON);
  return crossOrigin === true || typeof challenge !== 'string' ? null : challenge;
};

/** The library's checks, with the challenge taken as given: it is used up afterwards, only when everything held. */
const library = async (clientDataJSON: string, expected: Expected) => {
  const challenge = ownChallenge(clientDataJSON);
  if (challenge === null) return null;
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  const common = {
    expectedChallenge: (signed: string) => signed === challenge,
    expectedOrigin: expected.origin,
    expectedRPID: expected.rpId,
    requireUserVerification: true,
  };
  return { server, helpers, challenge, common };
};

/**
 * A registration, checked in full before the challenge is used up. The new passkey when all holds, else null; a
 * failure of the challenge store itself is thrown.
 */
export const verifyRegistration = async (response: RegistrationResponse, expected: Expected): Promise<Credential | null> => {
  let checked: { challenge: string; credential: Credential } | null = null;
  try {
    const verifier = await library(response.response.clientDataJSON, expected);
    if (!verifier) return null;
    const { verified, registrationInfo } = await verifier.server.verifyRegistrationResponse({
      ...verifier.common,
      response: response as unknown as RegistrationResponseJSON,
      supportedAlgorithmIDs: [...ALGORITHMS],
    });
    if (verified && registrationInfo && registrationInfo.credential.id === response.id) {
      const { id, publicKey, counter } = registrationInfo.credential;
      const key = verifier.helpers.decodeCredentialPublicKey(publicKey);
      const algorithm = key.get(verifier.helpers.cose.COSEKEYS.alg);
      if (algorithm === undefined || key.get(verifier.helpers.cose.COSEKEYS.kty) !== KEY_TYPE[algorithm]) return null;
      checked = {
        challenge: verifier.challenge,
        credential: { id, publicKey: toBase64url(publicKey), counter, transports: response.response.transports ?? [] },
      };
    }
  } catch {
    return null;
  }
  return checked && (await expected.consumeChallenge(checked.challenge)) ? checked.credential : null;
};

/**
 * A sign-in with the stored passkey: its signature, then its counter, which must move on unless the authenticator
 * keeps none (both 0), as a cloned authenticator's would not. Then the challenge is used up. The new counter when
 * all holds, else null.
 */
export const verifyAuthentication = async (
  response: AuthenticationResponse,
  credential: Credential,
  expected: Expected,
): Promise<number | null> => {
  let checked: { challenge: string; counter: number } | null = null;
  try {
    if (response.id !== credential.id) return null;
    const verifier = await library(response.response.clientDataJSON, expected);
    if (!verifier) return null;
    const { verified, authenticationInfo } = await verifier.server.verifyAuthenticationResponse({
      ...verifier.common,
      response: response as unknown as AuthenticationResponseJSON,
      credential: { id: credential.id, publicKey: bytes(credential.publicKey), counter: credential.counter },
    });
    if (verified) checked = { challenge: verifier.challenge, counter: authenticationInfo.newCounter };
  } catch {
    return null;
  }
  return checked && (await expected.consumeChallenge(checked.challenge)) ? checked.counter : null;
};
