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
