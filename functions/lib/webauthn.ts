import { createHash, createPublicKey, randomBytes, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decodeCBORToNativeValue, decodeCBORToNativeValueNoLeftoverBytes } from '@oslojs/cbor';
import {
  ClientDataType,
  COSEKeyType,
  COSEPublicKey,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAuthenticatorData,
  parseClientDataJSON,
  type AuthenticatorData,
  type ClientData,
} from '@oslojs/webauthn';
import * as v from 'valibot';
import { list, text } from '@domain/validation.js';

/*
 * WebAuthn for the admin's passkeys, as the spec's relying party steps (W3C WebAuthn §7.1, §7.2): Oslo's
 * @oslojs/webauthn parses what the authenticator made (CBOR, authenticator data, COSE keys) and Node's crypto checks
 * the signatures. We ask for no attestation and keep no trust anchors, so an attestation statement is never believed
 * or checked: browsers strip it anyway (Chrome keeps only self-attestation, which proves nothing the signatures below
 * do not). SimpleWebAuthn's server half, used before, verifies every attestation format, and its certificate
 * libraries tripled this function's cold start for statements we never ask for.
 */

/** The algorithms offered, most preferred first: Ed25519, P-256 and RSA, the three every browser must support. */
const ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256] as const;
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

/** navigator.credentials.get()'s options as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptions = (options: { rpId: string; allow: Array<Pick<Credential, 'id' | 'transports'>> }) => ({
  challenge: newChallenge(),
  rpId: options.rpId,
  allowCredentials: described(options.allow),
  timeout: TIMEOUT_MS,
  userVerification: 'required' as const,
});

const sha256 = (data: string) => createHash('sha256').update(data).digest();

/** The checks both ceremonies share (§7.1 steps 7-16, §7.2 steps 11-17): the right kind, site and user, present and verified. */
const madeHere = (client: ClientData, type: ClientDataType, authenticator: AuthenticatorData, expected: Expected) =>
  client.type === type &&
  client.origin === expected.origin &&
  !client.crossOrigin &&
  timingSafeEqual(authenticator.relyingPartyIdHash, sha256(expected.rpId)) &&
  authenticator.userPresent &&
  authenticator.userVerified;

const unsigned = (value: bigint, length = 0) => {
  const hex = value.toString(16);
  return Buffer.from(hex.padStart(Math.max(length * 2, hex.length + (hex.length % 2)), '0'), 'hex');
};

/** The COSE key as a Node key for the algorithm it names, or an error for any other algorithm or an invalid key. */
const publicKeyOf = (cose: COSEPublicKey): { algorithm: number; key: KeyObject } => {
  const algorithm = cose.algorithm();
  let jwk: JsonWebKey;
  if (algorithm === coseAlgorithmES256 && cose.type() === COSEKeyType.EC2 && cose.ec2().curve === coseEllipticCurveP256) {
    const { x, y } = cose.ec2();
    jwk = { kty: 'EC', crv: 'P-256', x: toBase64url(unsigned(x, 32)), y: toBase64url(unsigned(y, 32)) };
  } else if (algorithm === coseAlgorithmRS256 && cose.type() === COSEKeyType.RSA) {
    const { n, e } = cose.rsa();
    jwk = { kty: 'RSA', n: toBase64url(unsigned(n)), e: toBase64url(unsigned(e)) };
  } else if (algorithm === coseAlgorithmEdDSA && cose.type() === COSEKeyType.OKP && cose.okp().curve === coseEllipticCurveEd25519) {
    jwk = { kty: 'OKP', crv: 'Ed25519', x: toBase64url(cose.okp().x) };
  } else {
    throw new Error(`Unsupported COSE algorithm ${algorithm}`);
  }
  // Node refuses a key that is not one (an EC point off its curve, say).
  return { algorithm, key: createPublicKey({ key: jwk, format: 'jwk' }) };
};

const signedBy = ({ algorithm, key }: ReturnType<typeof publicKeyOf>, message: Uint8Array, signature: Uint8Array) =>
  algorithm === coseAlgorithmEdDSA
    ? verify(null, message, key, signature)
    : verify('sha256', message, algorithm === coseAlgorithmES256 ? { key, dsaEncoding: 'der' } : key, signature);

const attestationObject = v.object({ fmt: v.string(), attStmt: v.looseObject({}), authData: v.instance(Uint8Array) });

/** The new credential the attestation object holds, with its COSE key's own bytes. Throws on anything malformed. */
const newCredentialIn = (encoded: Uint8Array) => {
  const { authData } = v.parse(attestationObject, decodeCBORToNativeValueNoLeftoverBytes(encoded, 4));
  const authenticator = parseAuthenticatorData(authData);
  if (!authenticator.credential) throw new Error('No attested credential');
  // The COSE key follows the 55 fixed bytes and the credential id (§6.5.1); extensions may follow it.
  const keyStart = 55 + authenticator.credential.id.byteLength;
  const [, keyLength] = decodeCBORToNativeValue(authData.subarray(keyStart), 4);
  return { authenticator, publicKey: authData.subarray(keyStart, keyStart + keyLength) };
};

/**
 * A registration (§7.1), checked in full before the challenge is used up, so a malformed or forged answer cannot
 * spend a real one. Null when anything fails; a failure of the challenge store itself is thrown.
 */
export const verifyRegistration = async (response: RegistrationResponse, expected: Expected): Promise<Credential | null> => {
  let checked: { challenge: string; credential: Credential } | null = null;
  try {
    const client = parseClientDataJSON(bytes(response.response.clientDataJSON));
    const { authenticator, publicKey } = newCredentialIn(bytes(response.response.attestationObject));
    const id = toBase64url(authenticator.credential!.id);
    publicKeyOf(authenticator.credential!.publicKey);
    if (madeHere(client, ClientDataType.Create, authenticator, expected) && response.id === id && response.rawId === id) {
      checked = {
        challenge: toBase64url(client.challenge),
        credential: {
          id,
          publicKey: toBase64url(publicKey),
          counter: authenticator.signatureCounter,
          transports: response.response.transports ?? [],
        },
      };
    }
  } catch {
    return null;
  }
  return checked && (await expected.consumeChallenge(checked.challenge)) ? checked.credential : null;
};

/**
 * An authentication (§7.2) with the stored credential: the signature, then the counter, which must move on unless
 * the authenticator keeps none (both 0), as a cloned authenticator's would not. Then the challenge is used up.
 * The new counter when all holds, else null.
 */
export const verifyAuthentication = async (
  response: AuthenticationResponse,
  credential: Credential,
  expected: Expected,
): Promise<number | null> => {
  let checked: { challenge: string; counter: number } | null = null;
  try {
    const clientDataJSON = bytes(response.response.clientDataJSON);
    const client = parseClientDataJSON(clientDataJSON);
    const authenticatorData = bytes(response.response.authenticatorData);
    const authenticator = parseAuthenticatorData(authenticatorData);
    const key = publicKeyOf(new COSEPublicKey(decodeCBORToNativeValueNoLeftoverBytes(bytes(credential.publicKey), 4) as object));
    const counter = authenticator.signatureCounter;
    if (
      response.id === credential.id &&
      madeHere(client, ClientDataType.Get, authenticator, expected) &&
      signedBy(key, createAssertionSignatureMessage(authenticatorData, clientDataJSON), bytes(response.response.signature)) &&
      (counter > credential.counter || (counter === 0 && credential.counter === 0))
    ) {
      checked = { challenge: toBase64url(client.challenge), counter };
    }
  } catch {
    return null;
  }
  return checked && (await expected.consumeChallenge(checked.challenge)) ? checked.counter : null;
};
