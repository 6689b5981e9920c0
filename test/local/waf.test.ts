import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_NETWORK_HEADER } from '../../infra/constructs/viewer-address.js';
import {
  LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_ADDRESS,
  LOGIN_RATE_LIMIT_PER_NETWORK,
  WAF_WINDOW_SECONDS,
  looksLikeSignIn,
} from '../../infra/constructs/waf-limits.js';
import { createLocalWaf } from '../../infra/local/waf.js';

/** The local web ACL against a clock of the test's own, with the deployed rules' limits. */
const setUp = () => {
  let now = Date.UTC(2026, 8, 1, 9);
  const waf = createLocalWaf(() => now);
  return { waf, later: (seconds: number) => (now += seconds * 1000) };
};
const LOGIN = '/api/v3/waw/login';
/** A sign-in as the app sends it: what the sign-in rules count. */
const SIGN_IN = JSON.stringify({ school_identifier: 'DEMO', username: 'waw.student', password: 'a-guess' });

describe('the local web ACL in front of the API', () => {
  it('writes the viewer headers as the CloudFront Function does, whatever the viewer sent, with the origin secret', () => {
    const { waf } = setUp();
    expect(waf.viewerHeaders('::ffff:203.0.113.77')).toMatchObject({
      [VIEWER_ADDRESS_HEADER]: '203.0.113.77',
      [VIEWER_NETWORK_HEADER]: '203.0.113.0/24',
    });
    expect(waf.viewerHeaders('2001:db8:a:ffff:1:2:3:4')[VIEWER_NETWORK_HEADER]).toBe('2001:db8:a::/48');
    expect(waf.viewerHeaders('203.0.113.77')[ORIGIN_VERIFY_HEADER]).toMatch(/^[\w-]{40,}$/);
    // Each local cloud has a secret of its own.
    expect(createLocalWaf().viewerHeaders('203.0.113.77')[ORIGIN_VERIFY_HEADER]).not.toBe(
      waf.viewerHeaders('203.0.113.77')[ORIGIN_VERIFY_HEADER],
    );
  });

  it('lets through only calls that carry the secret', () => {
    const { waf } = setUp();
    const forwarded = waf.viewerHeaders('203.0.113.77');
    expect(waf.allows('/api/v3/waw/student', forwarded)).toBe(true);
    expect(waf.allows('/api/v3/waw/student', { ...forwarded, [ORIGIN_VERIFY_HEADER]: 'guess' })).toBe(false);
    const { [ORIGIN_VERIFY_HEADER]: _secret, ...withoutIt } = forwarded;
    expect(waf.allows('/api/v3/waw/student', withoutIt)).toBe(false);
  });

  it('blocks an address past its sign-ins in 5 minutes, and lets it in again once the window has moved on', () => {
    const { waf, later } = setUp();
    const school = waf.viewerHeaders('203.0.113.77');
    for (let i = 0; i < LOGIN_RATE_LIMIT_PER_ADDRESS; i += 1) expect(waf.allows(LOGIN, school, SIGN_IN)).toBe(true);
    expect(waf.allows(LOGIN, school, SIGN_IN)).toBe(false);
    // Other calls from the same address, and sign-ins from a neighbour, are not held by that address's count.
    expect(waf.allows('/api/v3/waw/modules', school)).toBe(true);
    expect(waf.allows(LOGIN, waf.viewerHeaders('203.0.113.78'), SIGN_IN)).toBe(true);
    later(WAF_WINDOW_SECONDS + 1);
    expect(waf.allows(LOGIN, school, SIGN_IN)).toBe(true);
  });

  it('blocks a network whose addresses share more than its sign-ins, however many addresses it rotates through', () => {
    const { waf } = setUp();
    const answers = Array.from({ length: LOGIN_RATE_LIMIT_PER_NETWORK + 1 }, (_, i) =>
      waf.allows(LOGIN, waf.viewerHeaders(`198.51.100.${i % 250}`), SIGN_IN),
    );
    expect(answers.slice(0, LOGIN_RATE_LIMIT_PER_NETWORK).every(Boolean)).toBe(true);
    expect(answers.at(-1)).toBe(false);
    expect(waf.allows(LOGIN, waf.viewerHeaders('198.51.101.1'), SIGN_IN)).toBe(true);
  });

  it('counts a sign-in whatever the path looks like: a trailing slash, any case, URL-encoded letters or slashes, doubled slashes', () => {
    const { waf } = setUp();
    const school = waf.viewerHeaders('203.0.113.90');
    const variants = [
      '/api/v3/waw/login/',
      '/api/V3/WAW/Login',
      '/api/v3/waw/%6C%6Fgin',
      '/api/v3%2Fwaw%2Flogin',
      '/api/v3/waw//login',
      '/api/v3/waw/./login',
    ];
    for (let i = 0; i < LOGIN_RATE_LIMIT_PER_ADDRESS; i += 1)
      expect(waf.allows(variants[i % variants.length]!, school, SIGN_IN)).toBe(true);
    for (const variant of [LOGIN, ...variants]) expect(waf.allows(variant, school, SIGN_IN)).toBe(false);
    // Other paths are still not counted.
    expect(waf.allows('/api/v3/waw/modules', school)).toBe(true);
  });

  it('tells a sign-in from junk as WAF’s JSON body statements do', () => {
    expect(looksLikeSignIn(SIGN_IN)).toBe(true);
    expect(looksLikeSignIn(JSON.stringify({ school_identifier: 'DEMO', card: 'WAW1:DEMO:x.y' }))).toBe(true);
    for (const junk of [
      '',
      'not json',
      '{"school_identifier":"DEMO","username":"waw.student","password":',
      JSON.stringify({ school_identifier: 'DEMO', username: 'waw.student' }),
      JSON.stringify({ school_identifier: '', username: 'waw.student', password: 'x' }),
      JSON.stringify({ username: 'waw.student', password: 'x' }),
      JSON.stringify([{ school_identifier: 'DEMO', password: 'x' }]),
      JSON.stringify({ school_identifier: 'DEMO', password: 'x', padding: 'x'.repeat(9000) }),
    ])
      expect(looksLikeSignIn(junk)).toBe(false);
  });

  it('lets one device’s 1,100 malformed sign-ins spend none of its address’s sign-ins, and blocks only its junk', () => {
    const { waf, later } = setUp();
    const school = waf.viewerHeaders('203.0.113.50');
    const junk = Array.from({ length: 1100 }, (_, i) => waf.allows(LOGIN, school, i % 2 ? '{"school_identifier":' : 'x'));
    expect(junk.filter(Boolean)).toHaveLength(LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS);
    // Every child at that address still signs in, up to the address's whole limit.
    for (let i = 0; i < LOGIN_RATE_LIMIT_PER_ADDRESS; i += 1) expect(waf.allows(LOGIN, school, SIGN_IN)).toBe(true);
    expect(waf.allows(LOGIN, school, SIGN_IN)).toBe(false);
    // Another address's junk is its own; the junk block ends with the window.
    expect(waf.allows(LOGIN, waf.viewerHeaders('203.0.113.51'), 'x')).toBe(true);
    later(WAF_WINDOW_SECONDS + 1);
    expect(waf.allows(LOGIN, school, 'x')).toBe(true);
  });
});
