import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createContext, runInContext } from 'node:vm';
import {
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_FUNCTION,
  VIEWER_ADDRESS_HEADER,
  VIEWER_NETWORK_HEADER,
} from '../constructs/viewer-address.js';
import {
  LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_NETWORK,
  WAF_WINDOW_SECONDS,
  countsAsLogin,
  looksLikeSignIn,
} from '../constructs/waf-limits.js';

/**
 * The API's WAF and the distribution's part in it, as tir-api.ts and delivery.ts deploy them: the site adds the origin
 * secret and runs the same CloudFront Function for the viewer's address and network; the API's host refuses a call
 * without the secret, then counts sign-ins per address and per network over WAF's 5-minute window with the same
 * limits, and junk on the sign-in path (a body that is not a sign-in) per address with its own lower limit. (The school networks a deployment may name are not set up locally.) A refused call gets API Gateway's answer
 * to a WAF block: 403 `{"message":"Forbidden"}`.
 */
export interface LocalWaf {
  /** the headers CloudFront's /v3/* behaviour adds for a viewer at this address */
  viewerHeaders(remoteAddress: string | undefined): Record<string, string>;
  /** whether the web ACL lets this call through to the stage; the body is what WAF inspects of a sign-in */
  allows(path: string, headers: IncomingHttpHeaders, body?: Buffer | string): boolean;
}

type HeaderBag = Record<string, { value: string }>;

/** The CloudFront Function itself, compiled once in a context of its own as CloudFront runs it. */
const viewerFunction = (() => {
  const context = createContext({});
  runInContext(VIEWER_ADDRESS_FUNCTION, context);
  const handler = context.handler as (event: { viewer: { ip: string }; request: { headers: HeaderBag } }) => { headers: HeaderBag };
  return (ip: string): HeaderBag => handler({ viewer: { ip }, request: { headers: {} } }).headers;
})();

/** Node gives an IPv4 viewer on a dual-stack socket as ::ffff:a.b.c.d; CloudFront gives a.b.c.d. */
const viewerIp = (remoteAddress: string | undefined): string => (remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');

const headerOf = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const createLocalWaf = (now: () => number = Date.now): LocalWaf => {
  const secret = randomBytes(36).toString('base64url');
  const seen = new Map<string, number[]>();
  /** Counts this request for the key and says whether the key is over the limit in the trailing window. */
  const over = (key: string, limit: number): boolean => {
    const since = now() - WAF_WINDOW_SECONDS * 1000;
    const times = (seen.get(key) ?? []).filter((at) => at > since);
    times.push(now());
    seen.set(key, times);
    return times.length > limit;
  };
  return {
    viewerHeaders: (remoteAddress) => {
      const headers = viewerFunction(viewerIp(remoteAddress));
      return {
        [VIEWER_ADDRESS_HEADER]: headers[VIEWER_ADDRESS_HEADER]!.value,
        [VIEWER_NETWORK_HEADER]: headers[VIEWER_NETWORK_HEADER]!.value,
        [ORIGIN_VERIFY_HEADER]: secret,
      };
    },
    allows: (path, headers, body = '') => {
      if (headerOf(headers, ORIGIN_VERIFY_HEADER) !== secret) return false;
      if (!countsAsLogin(path)) return true;
      const viewer = headerOf(headers, VIEWER_ADDRESS_HEADER) ?? '';
      // Junk is counted apart, and blocked apart: it never spends the address's sign-ins, nor is blocked by them.
      if (!looksLikeSignIn(body)) return !over(`junk ${viewer}`, LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS);
      // Both rules count every sign-in, so each sees the whole window even when the other blocks.
      const address = over(`address ${viewer}`, LOGIN_RATE_LIMIT_PER_ADDRESS);
      const network = over(`network ${headerOf(headers, VIEWER_NETWORK_HEADER) ?? ''}`, LOGIN_RATE_LIMIT_PER_NETWORK);
      return !address && !network;
    },
  };
};
