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

/** The step-up: proves one of the admin's passkeys to the server. */
export const provePasskey = async (): Promise<void> => {
  const optionsJSON = await adminApi<PublicKeyCredentialRequestOptionsJSON>('POST', '/v3/admin/passkeys/authentication-options');
  const response = await startAuthentication({ optionsJSON });
  verified(await adminApi<Proof>('POST', '/v3/admin/passkeys/authentication', { response }));
};

export const removePasskey = (id: string): Promise<unknown> => adminApi('DELETE', `/v3/admin/passkeys?id=${encodeURIComponent(id)}`);

/** Why the browser's passkey prompt ended without one, in plain words. */
export const passkeyProblem = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey step was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for you.';
  if (name === 'NotSupportedError' || name === 'WebAuthnError')
    return 'This browser cannot use passkeys here. Try another browser or device.';
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used. Try again.';
};
