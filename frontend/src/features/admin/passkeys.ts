import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';

export interface PasskeySummary {
  id: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}
export interface PasskeyList {
  aal: 'aal1' | 'aal2';
  aal2_expires_at: number | null;
  passkeys: PasskeySummary[];
}

interface Proof {
  aal: 'aal2';
  expires_at: number;
}

/** The server's word on this session's level and the admin's passkeys. */
export const listPasskeys = async (): Promise<PasskeyList> => {
  const list = await adminApi<PasskeyList>('GET', '/v3/admin/passkeys');
  useAdminSession.getState().setAssurance({ aal: list.aal, expiresAt: list.aal2_expires_at });
  return list;
};

const verified = (proof: Proof) => useAdminSession.getState().passkeyVerified(proof.expires_at);

/**
 * Makes a passkey on this device. Making it proves nothing: the first is added with an e-mailed code alone, so the
 * session reaches aal2 only by using it (provePasskey).
 */
export const registerPasskey = async (label?: string): Promise<void> => {
  const optionsJSON = await adminApi<PublicKeyCredentialCreationOptionsJSON>('POST', '/v3/admin/passkeys/registration-options');
  const response = await startRegistration({ optionsJSON });
  await adminApi<{ id: string }>('POST', '/v3/admin/passkeys', { response, ...(label ? { label } : {}) });
};

/**
 * The step-up: proves one of the admin's passkeys to the server. `fromPhone` asks the browser to go straight to a
 * phone's passkey (the hybrid transport: it shows a QR code for the phone to scan), for an admin whose passkey is not
 * on this device; the server's options allow a phone for every passkey either way.
 */
export const provePasskey = async ({ fromPhone = false }: { fromPhone?: boolean } = {}): Promise<void> => {
  const options = await adminApi<PublicKeyCredentialRequestOptionsJSON>('POST', '/v3/admin/passkeys/authentication-options');
  const optionsJSON: PublicKeyCredentialRequestOptionsJSON = fromPhone ? { ...options, hints: ['hybrid'] } : options;
  const response = await startAuthentication({ optionsJSON });
  verified(await adminApi<Proof>('POST', '/v3/admin/passkeys/authentication', { response }));
};

export const removePasskey = (id: string): Promise<unknown> => adminApi('DELETE', `/v3/admin/passkeys?id=${encodeURIComponent(id)}`);

/** The prompt was closed or found no passkey: most often the passkey is on another device. */
export const PASSKEY_NOT_HERE = 'The passkey step was cancelled or found no passkey on this device.';

/** Why the browser's passkey prompt ended without one, in plain words. */
export const passkeyProblem = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_NOT_HERE;
  if (name === 'InvalidStateError') return 'This device already has a passkey for you.';
  if (name === 'NotSupportedError' || name === 'WebAuthnError')
    return 'This browser cannot use passkeys here. Try another browser or device.';
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used. Try again.';
};
