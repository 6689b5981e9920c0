import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_MAX_AGE_SECONDS } from '../../infra/local/api-origin.js';
import type { FrontendConfig, LocalCloud } from '../../infra/local/server.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signedFetch, type AwsCredentialIdentity } from './stock-client.js';

/**
 * The API on a host of its own and the site forwarding /v3/* to it, as CloudFront and API Gateway do in AWS: a call
 * signed for the API's host passes through the site; one signed for the host it was sent to does not.
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

  it('answers a call straight to the API’s own host too (a client that is not the app)', async () => {
    expect(await studentCall({ ...cloud.config, apiEndpoint: cloud.config.apiSigningEndpoint })).toMatchObject({ status: 200 });
  });

  it('has nothing of the API under the site’s own /api path, as the deployed site has not', async () => {
    const answer = await fetch(`${cloud.url}/api/v3/waw/student`);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('lets a browser on the site keep the API host’s preflight for two hours, and no other origin have one', async () => {
    const preflight = (origin: string) =>
      fetch(`${cloud.config.apiSigningEndpoint}/v3/waw/student`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-amz-date' },
      });
    const ours = await preflight(cloud.url);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(cloud.url);
    expect(ours.headers.get('access-control-max-age')).toBe(String(CORS_MAX_AGE_SECONDS));
    expect(CORS_MAX_AGE_SECONDS).toBe(7200);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
