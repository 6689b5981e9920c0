import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../infra/constructs/viewer-address.js';
import { LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS } from '../../infra/constructs/waf-limits.js';
import type { FrontendConfig, LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * The API on a host of its own and the site forwarding /v3/* to it, as CloudFront and API Gateway do in AWS: a call
 * signed for the API's host passes through the site; one signed for the host it was sent to does not, and one sent
 * to the API's host itself meets the web ACL, which lets through only what the site forwarded.
 */
let cloud: LocalCloud;
let stop: () => Promise<void>;
let student: AwsCredentialIdentity;

beforeAll(async () => {
  ({ cloud, stop } = await startTestCloud());
  student = await credentialsFor(cloud.config, 'waw.student', 'let-me-play-1');
});
afterAll(async () => {
  await stop?.();
});

const studentCall = (config: FrontendConfig) => signedFetch(config, student, { method: 'GET', path: '/v3/waw/student' });

describe("the site's /v3/* forwarded to the API's own host", () => {
  it('puts the API on another host than the site, and has the app send to the site', () => {
    const api = new URL(cloud.config.apiSigningEndpoint);
    expect(api.host).not.toBe(new URL(cloud.url).host);
    expect(api.pathname).toBe('/api');
    expect(cloud.config.apiEndpoint).toBe(cloud.url);
  });

  it('passes a call signed for the API’s host and stage, sent to the site', async () => {
    const answer = await studentCall(cloud.config);
    expect(answer).toMatchObject({ status: 200, body: { first_name: 'Maya' } });
  });

  it('refuses a call signed for the site’s host: the API checks its own host, as API Gateway does', async () => {
    const signedForTheSite = { ...cloud.config, apiSigningEndpoint: cloud.url };
    const answer = await studentCall(signedForTheSite);
    expect(answer.status).toBe(403);
    expect(String(answer.body.message)).toMatch(/signature/i);
  });

  it('refuses a call straight to the API’s own host, even one that writes the viewer’s address or a guessed secret', async () => {
    const direct = { ...cloud.config, apiEndpoint: cloud.config.apiSigningEndpoint };
    expect(await studentCall(direct)).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    const forged = await fetch(`${cloud.config.apiSigningEndpoint}/v3/waw/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [VIEWER_ADDRESS_HEADER]: '198.51.100.1', [ORIGIN_VERIFY_HEADER]: 'guess' },
      body: JSON.stringify({ school_identifier: 'DEMO', username: 'waw.student', password: 'wrong' }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: 'Forbidden' });
  });

  it('lets one device’s 1,100 malformed sign-ins block only its junk: the right password still signs in from its address', async () => {
    const send = async (body: string) =>
      (await fetch(`${cloud.url}/v3/waw/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
    const statuses: number[] = [];
    for (let sent = 0; sent < 1100; sent += 50)
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => send('{"school_identifier":')))));
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS);
    expect(statuses.filter((status) => status === 403)).toHaveLength(1100 - LOGIN_JUNK_RATE_LIMIT_PER_ADDRESS);
    const child = await fetch(`${cloud.url}/v3/waw/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ school_identifier: 'DEMO', username: 'waw.friend', password: 'let-me-play-2' }),
    });
    expect(child.status).toBe(200);
  });

  it('has nothing of the API under the site’s own /api path, as the deployed site has not', async () => {
    const answer = await fetch(`${cloud.url}/api/v3/waw/student`);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  });
});
