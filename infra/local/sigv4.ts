import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 verification for requests signed in the Authorization header, as AWS itself checks
 * them: the canonical request rebuilt from what arrived, the credential scope, the 5-minute clock skew, and the
 * payload hash.
 */

export const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface ReceivedRequest {
  method: string;
  /** The path and query exactly as they arrived on the wire (still percent-encoded). */
  rawUrl: string;
  /** Header name/value pairs as received (Node's rawHeaders pairs), so repeated headers keep their order. */
  rawHeaders: readonly string[];
  body: Buffer;
}

export interface SigningSecret {
  secretAccessKey: string;
  sessionToken?: string;
}

export type SigV4Failure = { ok: false; status: 403; message: string };
export type SigV4Result<T> = { ok: true; principal: T } | SigV4Failure;

const fail = (message: string): SigV4Failure => ({ ok: false, status: 403, message });

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: encodeURIComponent plus the four characters it leaves alone. */
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
};

/** Non-S3 services: normalise the path, then encode the already-encoded path once more (slashes kept). */
const canonicalPath = (rawPath: string): string => {
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normalised = `${rawPath.startsWith('/') ? '/' : ''}${segments.join('/')}${segments.length > 0 && rawPath.endsWith('/') ? '/' : ''}`;
  return rfc3986(normalised || '/').replace(/%2F/g, '/');
};

const canonicalQuery = (rawQuery: string, without?: string): string =>
  rawQuery
    .split('&')
    .filter((pair) => pair !== '' && (!without || !pair.startsWith(`${without}=`)))
    .map((pair) => {
      const [key = '', value = ''] = pair.split(/=(.*)/s);
      return [rfc3986(safeDecode(key)), rfc3986(safeDecode(value))] as const;
    })
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

export const headerMap = (rawHeaders: readonly string[]): Map<string, string> => {
  const headers = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!.trim().replace(/\s+/g, ' ');
    headers.set(name, headers.has(name) ? `${headers.get(name)},${value}` : value);
  }
  return headers;
};

interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

const parseAuthorization = (header: string): ParsedAuthorization | null => {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header.trim(),
    );
  if (!match) return null;
  const [, accessKeyId, date, region, service, signedHeaders, signature] = match;
  return {
    accessKeyId: accessKeyId!,
    date: date!,
    region: region!,
    service: service!,
    signedHeaders: signedHeaders!.split(';'),
    signature: signature!,
  };
};

/** x-amz-date's basic ISO 8601 form, 20261121T091500Z. */
const parseAmzDate = (value: string): number | null => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y!, mo! - 1, d, h, mi, s);
};

export interface VerifyOptions<T> {
  region: string;
  service: string;
  /** S3 signs the path as sent (no second encoding) and may declare UNSIGNED-PAYLOAD */
  s3?: boolean;
  now?: number;
  /** Finds the secret for an access key and session token; null when unknown or expired (with why). */
  lookup: (accessKeyId: string, sessionToken: string | undefined) => { secret: SigningSecret; principal: T } | { error: string };
}

export const verifySigV4 = <T>(request: ReceivedRequest, options: VerifyOptions<T>): SigV4Result<T> => {
  const headers = headerMap(request.rawHeaders);
  const authorization = headers.get('authorization');
  if (!authorization) return fail('Missing Authentication Token');
  const auth = parseAuthorization(authorization);
  if (!auth) return fail("Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters");
  if (auth.region !== options.region || auth.service !== options.service) {
    return fail(`Credential should be scoped to a valid region and service (${options.region}/${options.service})`);
  }
  const amzDate = headers.get('x-amz-date');
  const signedAt = amzDate ? parseAmzDate(amzDate) : null;
  if (!amzDate || signedAt === null) return fail('Authorization header requires an x-amz-date header');
  if (!amzDate.startsWith(auth.date)) return fail('Credential date does not match x-amz-date');
  const now = options.now ?? Date.now();
  if (Math.abs(now - signedAt) > CLOCK_SKEW_MS)
    return fail('Signature expired: the request time is more than 5 minutes from the server time');
  if (!auth.signedHeaders.includes('host')) return fail('The host header must be signed');
  if (auth.signedHeaders.some((name) => !headers.has(name))) return fail('A signed header is missing from the request');

  const found = options.lookup(auth.accessKeyId, headers.get('x-amz-security-token'));
  if ('error' in found) return fail(found.error);

  const bodyHash = sha256Hex(request.body);
  const declaredHash = headers.get('x-amz-content-sha256');
  const unsigned = options.s3 && declaredHash === 'UNSIGNED-PAYLOAD';
  if (declaredHash && !unsigned && declaredHash !== bodyHash)
    return fail('The provided x-amz-content-sha256 header does not match the body');

  const { rawPath, rawQuery } = splitUrl(request.rawUrl);
  const canonicalRequest = [
    request.method.toUpperCase(),
    options.s3 ? rawPath : canonicalPath(rawPath),
    canonicalQuery(rawQuery),
    ...auth.signedHeaders.map((name) => `${name}:${headers.get(name)}`),
    '',
    auth.signedHeaders.join(';'),
    unsigned ? 'UNSIGNED-PAYLOAD' : bodyHash,
  ].join('\n');
  const expected = signature(found.secret.secretAccessKey, amzDate, auth.date, auth.region, auth.service, canonicalRequest);
  return matches(auth.signature, expected) ? { ok: true, principal: found.principal } : fail(SIGNATURE_MISMATCH);
};

const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.';

const splitUrl = (rawUrl: string) => {
  const queryAt = rawUrl.indexOf('?');
  return { rawPath: queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt), rawQuery: queryAt === -1 ? '' : rawUrl.slice(queryAt + 1) };
};

const signature = (
  secretAccessKey: string,
  amzDate: string,
  date: string,
  region: string,
  service: string,
  canonicalRequest: string,
): Buffer => {
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secretAccessKey}`,
  );
  return hmac(signingKey, stringToSign);
};

const matches = (givenHex: string, expected: Buffer): boolean => {
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** The longest a presigned URL may live (spec section 9). */
export const MAX_PRESIGNED_SECONDS = 604_800;

/**
 * A presigned URL as S3 checks it: the signature in the query, over a canonical request whose path is not encoded
 * again (S3's rule) and whose payload is UNSIGNED-PAYLOAD, valid from X-Amz-Date for X-Amz-Expires seconds.
 */
export const verifyPresignedUrl = <T>(request: ReceivedRequest, options: VerifyOptions<T>): SigV4Result<T> => {
  const { rawPath, rawQuery } = splitUrl(request.rawUrl);
  const query = new URLSearchParams(rawQuery);
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/.exec(query.get('X-Amz-Credential') ?? '');
  const amzDate = query.get('X-Amz-Date') ?? '';
  const signedAt = parseAmzDate(amzDate);
  const expires = Number(query.get('X-Amz-Expires'));
  const given = query.get('X-Amz-Signature') ?? '';
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !credential || signedAt === null || !/^[0-9a-f]{64}$/.test(given)) {
    return fail(
      'Query-string authentication requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires and X-Amz-Signature parameters',
    );
  }
  const [, accessKeyId, date, region, service] = credential;
  if (region !== options.region || service !== options.service) return fail('The credential is scoped to another region or service');
  if (!amzDate.startsWith(date!)) return fail('Credential date does not match X-Amz-Date');
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS)
    return fail('X-Amz-Expires must be between 1 and 604800 seconds');
  const now = options.now ?? Date.now();
  if (signedAt - now > CLOCK_SKEW_MS) return fail('The request is not yet valid');
  if (now > signedAt + expires * 1000) return fail('Request has expired');
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const headers = headerMap(request.rawHeaders);
  if (!signedHeaders.includes('host') || signedHeaders.some((name) => !headers.has(name)))
    return fail('A signed header is missing from the request');
  const found = options.lookup(accessKeyId!, query.get('X-Amz-Security-Token') ?? undefined);
  if ('error' in found) return fail(found.error);
  const canonicalRequest = [
    request.method.toUpperCase(),
    rawPath,
    canonicalQuery(rawQuery, 'X-Amz-Signature'),
    ...signedHeaders.map((name) => `${name}:${headers.get(name)}`),
    '',
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const expected = signature(found.secret.secretAccessKey, amzDate, date!, region, service, canonicalRequest);
  return matches(given, expected) ? { ok: true, principal: found.principal } : fail(SIGNATURE_MISMATCH);
};
