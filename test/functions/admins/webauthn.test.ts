import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  authenticationOptions,
  authenticationResponse,
  registrationOptions,
  registrationResponse,
  verifyAuthentication,
  verifyRegistration,
  type Credential,
} from '@functions/admins/webauthn.js';
import { SoftAuthenticator, type Algorithm } from '../../support/soft-authenticator.js';

/** The relying party's checks against a software authenticator that signs for real; only the challenge store is a Set here. */
const ORIGIN = 'https://waw.example.org';
const RP_ID = 'waw.example.org';

/** A challenge store as the table's conditional delete behaves: each challenge given once, used up once. */
const challenges = () => {
  const given = new Set<string>();
  const used: string[] = [];
  return {
    give: <T extends { challenge: string }>(options: T) => (given.add(options.challenge), options),
    used,
    expected: {
      origin: ORIGIN,
      rpId: RP_ID,
      consumeChallenge: async (challenge: string) => {
        used.push(challenge);
        return given.delete(challenge);
      },
    },
  };
};

const creationOptions = () =>
  registrationOptions({ rpName: 'WAW admin', rpId: RP_ID, user: { id: 'admin-1', name: 'a@demo.school', displayName: 'A' }, exclude: [] });

const registered = async (passkey: SoftAuthenticator) => {
  const store = challenges();
  const answer = v.parse(registrationResponse, passkey.register(store.give(creationOptions())));
  const credential = await verifyRegistration(answer, store.expected);
  if (!credential) throw new Error('registration refused');
  return credential;
};

const authenticate = async (passkey: SoftAuthenticator, credential: Credential, origin = ORIGIN) => {
  const store = challenges();
  const options = store.give(authenticationOptions({ rpId: RP_ID, allow: [credential] }));
  const answer = v.parse(authenticationResponse, passkey.authenticate(options, origin));
  return { counter: await verifyAuthentication(answer, credential, store.expected), used: store.used };
};

describe('the options the browser is given', () => {
  it('offers Ed25519, P-256 and RSA, asks for no attestation and a verified user, with a fresh 32-byte challenge', () => {
    const one = registrationOptions({
      rpName: 'WAW admin',
      rpId: RP_ID,
      user: { id: 'admin-1', name: 'a@demo.school', displayName: 'Ann' },
      exclude: [{ id: 'old', transports: ['usb'] }],
    });
    expect(one).toMatchObject({
      rp: { name: 'WAW admin', id: RP_ID },
      user: { id: Buffer.from('admin-1').toString('base64url'), name: 'a@demo.school', displayName: 'Ann' },
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      attestation: 'none',
      excludeCredentials: [{ id: 'old', type: 'public-key', transports: ['usb'] }],
      authenticatorSelection: { userVerification: 'required' },
    });
    expect(Buffer.from(one.challenge, 'base64url')).toHaveLength(32);
    expect(creationOptions().challenge).not.toBe(one.challenge);
    expect(authenticationOptions({ rpId: RP_ID, allow: [{ id: 'k', transports: [] }] })).toMatchObject({
      rpId: RP_ID,
      allowCredentials: [{ id: 'k', type: 'public-key', transports: [] }],
      userVerification: 'required',
    });
  });

  it('lets every passkey be used from a phone (hybrid) as well as where it was made, so a browser offers the QR code', () => {
    const allowed = authenticationOptions({
      rpId: RP_ID,
      allow: [
        { id: 'laptop', transports: ['internal'] },
        { id: 'key', transports: ['usb', 'nfc'] },
        { id: 'synced', transports: ['hybrid', 'internal'] },
        { id: 'unknown', transports: [] },
      ],
    }).allowCredentials;
    expect(allowed).toEqual([
      { id: 'laptop', type: 'public-key', transports: ['internal', 'hybrid'] },
      { id: 'key', type: 'public-key', transports: ['usb', 'nfc', 'hybrid'] },
      { id: 'synced', type: 'public-key', transports: ['hybrid', 'internal'] },
      { id: 'unknown', type: 'public-key', transports: [] },
    ]);
  });
});

describe.each<Algorithm>(['ES256', 'RS256', 'EdDSA'])('a %s passkey', (algorithm) => {
  it('registers with its COSE key as the authenticator gave it, then signs in, moving the counter on', async () => {
    const passkey = new SoftAuthenticator(ORIGIN, algorithm);
    const credential = await registered(passkey);
    expect(credential).toMatchObject({ id: passkey.credentialId.toString('base64url'), counter: 0, transports: ['internal'] });
    expect(await authenticate(passkey, credential)).toMatchObject({ counter: 1 });
    expect(await authenticate(passkey, { ...credential, counter: 1 })).toMatchObject({ counter: 2 });
  });

  it('is refused when another key signed, or the signature was altered', async () => {
    const passkey = new SoftAuthenticator(ORIGIN, algorithm);
    const credential = await registered(passkey);
    const other = await registered(new SoftAuthenticator(ORIGIN, algorithm));
    expect((await authenticate(passkey, { ...credential, publicKey: other.publicKey })).counter).toBeNull();

    const store = challenges();
    const answer = v.parse(
      authenticationResponse,
      passkey.authenticate(store.give(authenticationOptions({ rpId: RP_ID, allow: [credential] }))),
    );
    const signature = Buffer.from(answer.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 1;
    const altered = { ...answer, response: { ...answer.response, signature: signature.toString('base64url') } };
    expect(await verifyAuthentication(altered, credential, store.expected)).toBeNull();
    // A forged answer does not spend the real challenge: the genuine one still works after it.
    expect(store.used).toEqual([]);
    expect(await verifyAuthentication(answer, credential, store.expected)).toBe(passkey.counter);
  });
});

describe('registration is refused, and spends no challenge, when', () => {
  const refusedWith = async (prepare: (passkey: SoftAuthenticator) => void, origin = ORIGIN, rpId = RP_ID) => {
    const passkey = new SoftAuthenticator(ORIGIN);
    prepare(passkey);
    const store = challenges();
    const options = store.give(creationOptions());
    const answer = v.parse(registrationResponse, passkey.register({ ...options, rp: { id: rpId } }, origin));
    expect(await verifyRegistration(answer, store.expected)).toBeNull();
    expect(store.used).toEqual([]);
  };

  it('it was made on another site, for another relying party or in another site frame', async () => {
    await refusedWith(() => {}, 'https://waw.example.org.evil.test');
    await refusedWith(() => {}, ORIGIN, 'evil.test');
    await refusedWith((passkey) => (passkey.crossOrigin = true));
  });

  it('its key is for an algorithm not offered, or is not the key its algorithm says', async () => {
    await refusedWith((passkey) => (passkey.announcedAlgorithm = -35));
    await refusedWith((passkey) => (passkey.announcedAlgorithm = -257));
  });

  it('the user was not verified, or not present', async () => {
    await refusedWith((passkey) => (passkey.flags = 0x01));
    await refusedWith((passkey) => (passkey.flags = 0x04));
  });

  it('it names another credential than the one it holds, is a sign-in, or is not CBOR', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const store = challenges();
    const options = store.give(creationOptions());
    const answer = v.parse(registrationResponse, passkey.register(options));
    const elsewhere = { ...answer, id: 'c29tZW9uZS1lbHNl', rawId: 'c29tZW9uZS1lbHNl' };
    expect(await verifyRegistration(elsewhere, store.expected)).toBeNull();
    const signIn = v.parse(authenticationResponse, passkey.authenticate(options));
    const asRegistration = { ...answer, response: { ...answer.response, clientDataJSON: signIn.response.clientDataJSON } };
    expect(await verifyRegistration(asRegistration, store.expected)).toBeNull();
    for (const attestationObject of ['bm90IGNib3I', answer.response.attestationObject.slice(0, 40)]) {
      expect(await verifyRegistration({ ...answer, response: { ...answer.response, attestationObject } }, store.expected)).toBeNull();
    }
    expect(store.used).toEqual([]);
  });

  it('its challenge was never given or is used already, though all else holds', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const store = challenges();
    const answer = v.parse(registrationResponse, passkey.register(store.give(creationOptions())));
    expect(await verifyRegistration(answer, store.expected)).not.toBeNull();
    expect(await verifyRegistration(answer, store.expected)).toBeNull();
    expect(store.used).toHaveLength(2);
  });
});

describe('a sign-in is refused', () => {
  it('for another site, with the user not verified, or from a frame of another site', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const credential = await registered(passkey);
    expect(await authenticate(passkey, credential, 'https://evil.test')).toEqual({ counter: null, used: [] });
    passkey.flags = 0x01;
    expect((await authenticate(passkey, credential)).counter).toBeNull();
    passkey.flags = 0x05;
    passkey.crossOrigin = true;
    expect((await authenticate(passkey, credential)).counter).toBeNull();
  });

  it('from a clone whose counter does not move on, but not from an authenticator that keeps no counter', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const credential = await registered(passkey);
    passkey.counter = 4;
    expect((await authenticate(passkey, { ...credential, counter: 5 })).counter).toBeNull();
    expect((await authenticate(passkey, { ...credential, counter: 6 })).counter).toBeNull();
    passkey.countsSignatures = false;
    passkey.counter = 0;
    expect((await authenticate(passkey, credential)).counter).toBe(0);
    expect((await authenticate(passkey, { ...credential, counter: 3 })).counter).toBeNull();
  });

  it('for an answer naming another credential, and for a challenge never given', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const credential = await registered(passkey);
    const store = challenges();
    const answer = v.parse(authenticationResponse, passkey.authenticate({ challenge: 'bm90LWdpdmVu' }));
    expect(await verifyAuthentication({ ...answer, id: 'b3RoZXI' }, credential, store.expected)).toBeNull();
    expect(await verifyAuthentication(answer, credential, store.expected)).toBeNull();
    expect(store.used).toEqual(['bm90LWdpdmVu']);
  });

  it('lets a failure of the challenge store itself through, rather than calling it a wrong passkey', async () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const credential = await registered(passkey);
    const answer = v.parse(authenticationResponse, passkey.authenticate({ challenge: 'c29tZQ' }));
    const down = { origin: ORIGIN, rpId: RP_ID, consumeChallenge: () => Promise.reject(new Error('table unavailable')) };
    await expect(verifyAuthentication(answer, credential, down)).rejects.toThrow('table unavailable');
  });
});

describe("the browser's JSON", () => {
  it('must be a public-key credential in base64url, of bounded size', () => {
    const passkey = new SoftAuthenticator(ORIGIN);
    const answer = passkey.register(creationOptions());
    expect(v.is(registrationResponse, answer)).toBe(true);
    expect(v.is(registrationResponse, { ...answer, type: 'password' })).toBe(false);
    expect(v.is(registrationResponse, { ...answer, response: { ...answer.response, clientDataJSON: 'not base64url!' } })).toBe(false);
    expect(v.is(registrationResponse, { ...answer, response: { ...answer.response, attestationObject: 'A'.repeat(20_000) } })).toBe(false);
    expect(v.is(authenticationResponse, answer)).toBe(false);
  });
});
