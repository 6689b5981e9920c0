import { CognitoIdentityClient, GetCredentialsForIdentityCommand } from '@aws-sdk/client-cognito-identity';
import { SignatureV4 } from '@smithy/signature-v4';
import type { ChecksumConstructor, HashConstructor } from '@smithy/types';
import { Sha256 } from '@aws-crypto/sha256-js';
import type { FrontendConfig } from '../../infra/local/server.js';

export interface AwsCredentialIdentity {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration?: Date;
}

export const signIn = async (config: FrontendConfig, username: string, password: string) => {
  const response = await fetch(`${config.apiEndpoint}/v3/waw/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ school_identifier: 'DEMO', username, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
};

/** What the browser does after sign-in: trade the OpenID token for temporary credentials, with a stock client. */
export const credentialsFor = async (config: FrontendConfig, username: string, password: string): Promise<AwsCredentialIdentity> => {
  const { body } = await signIn(config, username, password);
  const cognito = new CognitoIdentityClient({ region: config.region, endpoint: config.endpoints.cognitoIdentity });
  const { Credentials } = await cognito.send(
    new GetCredentialsForIdentityCommand({ IdentityId: body.identity_id, Logins: { 'cognito-identity.amazonaws.com': body.token ?? '' } }),
  );
  return {
    accessKeyId: Credentials?.AccessKeyId ?? '',
    secretAccessKey: Credentials?.SecretKey ?? '',
    sessionToken: Credentials?.SessionToken ?? '',
    ...(Credentials?.Expiration ? { expiration: Credentials.Expiration } : {}),
  };
};

export interface SignedRequest {
  method: string;
  path: string;
  body?: unknown;
  signingDate?: Date;
  /** changes the request after it was signed, to prove the signature covers it */
  tamper?: (request: { headers: Record<string, string>; body: string | undefined }) => void;
  /** headers sent and signed besides Host and the body's type (the app's `Prefer: return=minimal` on a save) */
  headers?: Record<string, string>;
  /** the hash it is signed with: the app's (a JavaScript SHA-256, as in a browser) unless another is given */
  sha256?: ChecksumConstructor | HashConstructor;
}

/**
 * A call to the API named TIR signed as the app signs it: for the API's own host and stage, sent to the site, whose
 * /v3/* is forwarded to the API. Answers where it goes (`url`), its signed headers (Host: the API's) and its body.
 */
export const signApiRequest = async (config: FrontendConfig, credentials: AwsCredentialIdentity, request: SignedRequest) => {
  const signedUrl = new URL(`${config.apiSigningEndpoint}${request.path}`);
  const url = new URL(`${config.apiEndpoint}${request.path}`);
  const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  const signer = new SignatureV4({ credentials, region: config.region, service: 'execute-api', sha256: request.sha256 ?? Sha256 });
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: signedUrl.protocol,
      hostname: signedUrl.hostname,
      port: Number(signedUrl.port),
      path: signedUrl.pathname,
      query: Object.fromEntries(signedUrl.searchParams),
      headers: { host: signedUrl.host, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
      body,
    },
    request.signingDate ? { signingDate: request.signingDate } : {},
  );
  return { url, headers: { ...(signed.headers as Record<string, string>) }, body };
};

/** A SigV4-signed call to the API named TIR, as the app makes it. */
export const signedFetch = async (config: FrontendConfig, credentials: AwsCredentialIdentity, request: SignedRequest) => {
  const { url, ...sent } = await signApiRequest(config, credentials, request);
  request.tamper?.(sent);
  delete sent.headers.host;
  const response = await fetch(url, { method: request.method, headers: sent.headers, body: sent.body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
};
