/**
 * The headers CloudFront puts the viewer's address and network in for the API (delivery.ts), and the API's WAF counts
 * sign-ins by (tir-api.ts). Nothing here imports the CDK, so the local cloud and the tests can share it.
 */
export const VIEWER_ADDRESS_HEADER = 'x-waw-viewer-address';
export const VIEWER_NETWORK_HEADER = 'x-waw-viewer-network';
/**
 * The header CloudFront adds to every request it forwards to the API, holding a secret only CloudFront and the API's
 * WAF know: the WAF refuses any call without it, so no caller can reach the API's own host and write the two headers
 * above itself.
 */
export const ORIGIN_VERIFY_HEADER = 'x-waw-origin-verify';
/**
 * How that secret is kept (docs/deploy.md, "Rotating the origin secret"): a JSON secret whose `current` value
 * CloudFront sends and whose `current` and `previous` values the WAF accepts, both read from the one version the
 * stack parameter ORIGIN_VERIFY_PARAMETER names. `npm run origin:rotate` writes new versions and sets the parameter;
 * the stack's output ORIGIN_VERIFY_OUTPUT names the secret (never its value).
 */
export const ORIGIN_VERIFY_KEYS = { current: 'current', previous: 'previous' } as const;
export const ORIGIN_VERIFY_PARAMETER = 'OriginVerifyVersion';
export const ORIGIN_VERIFY_OUTPUT = 'OriginVerifySecret';

/**
 * The CloudFront Function (viewer request) on /v3/*: writes both headers, so no viewer can choose them. The network
 * is the address's IPv4 /24 or IPv6 /48: one school's or one household's, the block a single guesser can rotate
 * addresses in (an IPv6 /64 alone holds 2^64). Plain ES5, as CloudFront Functions run it.
 */
export const VIEWER_ADDRESS_FUNCTION = `function networkOf(ip) {
  if (ip.indexOf(':') === -1) {
    var octets = ip.split('.');
    return octets[0] + '.' + octets[1] + '.' + octets[2] + '.0/24';
  }
  var halves = ip.split('::');
  var head = halves[0] ? halves[0].split(':') : [];
  var tail = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  var groups = head.slice();
  for (var i = head.length + tail.length; i < 8; i++) groups.push('0');
  groups = groups.concat(tail);
  var prefix = [];
  for (var j = 0; j < 3; j++) prefix.push(parseInt(groups[j] || '0', 16).toString(16));
  return prefix.join(':') + '::/48';
}

function handler(event) {
  event.request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  event.request.headers['${VIEWER_NETWORK_HEADER}'] = { value: networkOf(event.viewer.ip) };
  return event.request;
}`;
