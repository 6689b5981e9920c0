import { getConfig } from './config';
import type { PutOptions } from './signed-api';

type Query = Record<string, string>;

/**
 * The API client the screens use. Signing needs Amplify and the AWS SDK's signer, the biggest code the app has, so
 * it loads with the first signed call (signed-api.ts): the sign-in page stays small until the child signs in.
 */
let loaded: typeof import('./signed-api') | undefined;
const signed = async () => (loaded ??= await import('./signed-api'));

/** A SigV4-signed GET to the API named TIR; query parameters travel in the URL. */
export const apiGet = async <T>(path: string, queryParams?: Query): Promise<T> => (await signed()).signedGet<T>(path, queryParams);

/**
 * A SigV4-signed PUT with a JSON body; `keepalive` lets it outlive the page (a save as the tab closes), `minimal`
 * asks for a minimal answer. Once the signer is loaded it is called at once, not after an import: a page being
 * closed gives no second turn.
 */
export const apiPut = <T>(path: string, body: unknown, options?: PutOptions): Promise<T> =>
  loaded ? loaded.signedPut<T>(path, body, options) : signed().then((api) => api.signedPut<T>(path, body, options));

/** A SigV4-signed DELETE; what to delete travels in the query, and nothing comes back but the status. */
export const apiDelete = async (path: string, queryParams: Query): Promise<void> => (await signed()).signedDelete(path, queryParams);

/** A SigV4-signed POST with a JSON body. */
export const apiPost = async <T>(path: string, body: unknown): Promise<T> => (await signed()).signedPost<T>(path, body);

export interface LoginResponse {
  token?: string;
  identity_id?: string;
  /** for a username and password: what this device sends with its next sign-in (features/auth/device-tokens.ts) */
  device_token?: string;
}

/** The one unsigned call: the sign-in itself. */
export const postLogin = async (
  body: { school_identifier: string } & ({ username: string; password: string; device_token?: string } | { card: string }),
) => {
  const response = await fetch(`${getConfig().apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as LoginResponse & { message?: string };
  return { ok: response.ok, status: response.status, payload };
};
