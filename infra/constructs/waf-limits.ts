/*
 * The API WAF's limits (tir-api.ts builds the rules, the local cloud's API host enforces the same ones). Nothing here
 * imports the CDK, so the local cloud and the tests can share it.
 */

/**
 * The path the rate-based rules count: anywhere in the request's path once WAF has URL-decoded it, normalised it (no
 * doubled slashes, `./` or `../`) and lower-cased it, in that order. API Gateway may route `/v3/waw/login/`, an encoded
 * or differently cased path to the same method, and an exact `ENDS_WITH` would let each of those past the count.
 */
export const LOGIN_PATH = '/v3/waw/login';
export const LOGIN_PATH_TRANSFORMATIONS = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'] as const;

const urlDecode = (path: string): string => path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const normalizePath = (path: string): string => {
  const segments: string[] = [];
  for (const segment of path.replace(/\/{2,}/g, '/').split('/')) {
    if (segment === '.') continue;
    if (segment === '..' && segments.length > 1) segments.pop();
    else segments.push(segment);
  }
  return segments.join('/');
};
const TRANSFORM: Record<(typeof LOGIN_PATH_TRANSFORMATIONS)[number], (path: string) => string> = {
  URL_DECODE: urlDecode,
  NORMALIZE_PATH: normalizePath,
  LOWERCASE: (path) => path.toLowerCase(),
};

/** Whether the rules count this path as a sign-in, as WAF decides it (the local cloud's WAF asks this). */
export const countsAsLogin = (path: string): boolean =>
  LOGIN_PATH_TRANSFORMATIONS.reduce((value, type) => TRANSFORM[type](value), path).includes(LOGIN_PATH);
/**
 * What the sign-in rules count: a body WAF can read as JSON (within the 8 KB of a body it inspects) holding a
 * non-empty `school_identifier` and a non-empty `password` or `card`, as every sign-in the app sends does. A body
 * without them is junk the function refuses with a 400 whatever else it holds: counting it would let one device at a
 * school spend the whole address's sign-ins on requests no child's budget even counts (tir-api.ts builds these
 * statements from the same paths; the local cloud's WAF asks `looksLikeSignIn`).
 */
export const SIGN_IN_SCHOOL_FIELD = '/school_identifier';
export const SIGN_IN_PROOF_FIELDS = ['/password', '/card'] as const;
/** The body bytes WAF inspects for an API Gateway stage; a longer body is handled as not matching. */
export const WAF_BODY_INSPECTION_BYTES = 8 * 1024;

/** Whether WAF's JSON body statements find this a sign-in (a value is inspected as its JSON text when not a string). */
export const looksLikeSignIn = (body: Buffer | string): boolean => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.byteLength > WAF_BODY_INSPECTION_BYTES) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  const filled = (pointer: string) => {
    const value = (parsed as Record<string, unknown>)[pointer.slice(1)];
    if (value === undefined) return false;
    return (typeof value === 'string' ? value : JSON.stringify(value)).length > 0;
  };
  return filled(SIGN_IN_SCHOOL_FIELD) && SIGN_IN_PROOF_FIELDS.some(filled);
};

/** WAF's evaluation window for the rate-based rules. */
export const WAF_WINDOW_SECONDS = 300;
/**
 * Sign-ins WAF lets one client make in 5 minutes. Per address: a school of 600 behind one NAT signing in at the bell
 * with a retry in two is 900; a dozen attackers at this limit make 12 × 1,000 ÷ 300 s = 40 a second, leaving 110 of
 * the method's 150 to the children. Per network (an IPv4 /24, an IPv6 /48, see viewer-address.ts): a guesser who
 * rotates addresses in their own network (an IPv6 host has 2^64) gets 2,000, 7 a second; a dozen such networks 80 a
 * second, still leaving 70, twice the district's average.
 */
export const LOGIN_RATE_LIMIT_PER_ADDRESS = 1000;
export const LOGIN_RATE_LIMIT_PER_NETWORK = 2000;
/**
 * Sign-ins WAF lets one address of a school network the deployment names (`schoolNetworks`) make in 5 minutes: a whole
 * district of 10,000 behind one NAT signing in at the bell, with a retry in two, is 15,000; 20,000 leaves a third more.
 * The method's own throttle (150 a second, 45,000 in 5 minutes) still holds above it.
 */
export const LOGIN_RATE_LIMIT_PER_SCHOOL_ADDRESS = 20000;
/**
 * Junk on the sign-in path (a body that is not a sign-in, see `looksLikeSignIn`) one address may send in 5 minutes
 * before WAF blocks its junk, and only its junk: the app never sends any (the form asks for every field first), so a
 * school's children are never near it, and a device that sends it fast is stopped without touching their sign-ins.
 */
export const LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS = 100;
