import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifySigV4 } from '../../infra/local/sigv4';

const SESSION = {
  accessKeyId: 'ASIACHILD',
  secretAccessKey: 'child-secret',
  sessionToken: 'child-token',
  expiresAt: Date.now() + 3_600_000,
};
vi.mock('../../frontend/src/lib/aws-credentials', () => ({ getAwsSession: async () => SESSION }));

const { fetchMediaCookies } = await import('../../frontend/src/lib/media-cookies');
const { getConfig, setConfigForTests } = await import('../../frontend/src/lib/config');

const COOKIES = { 'CloudFront-Policy': 'p', 'CloudFront-Signature': 's', 'CloudFront-Key-Pair-Id': 'k' };

/** The site's origin, standing in for CloudFront: it keeps what arrived and answers as the cookie function would. */
const received: Array<{ request: IncomingMessage; body: Buffer }> = [];
const site = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ request, body: Buffer.concat(chunks) });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(COOKIES));
  });
});
beforeAll(async () => {
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
});
afterAll(() => site.close());

describe('the media cookies', () => {
  it('are asked of the cookie function on the site’s own origin, signed for Lambda’s own host', async () => {
    const { endpoints: _local, ...deployed } = getConfig();
    setConfigForTests({ ...deployed, lambdaEndpoint: `http://127.0.0.1:${(site.address() as AddressInfo).port}` });
    expect(await fetchMediaCookies()).toEqual(COOKIES);
    const [{ request, body }] = received as [(typeof received)[number]];
    expect(request.url).toBe('/2015-03-31/functions/WAWGetSignedCookieValuesWithDomain/invocations');
    // What Lambda sees once CloudFront has put its own Host back: a signature that holds.
    const rawHeaders = request.rawHeaders.flatMap((value, i, all) =>
      i % 2 === 0 ? (value.toLowerCase() === 'host' ? [value, 'lambda.us-east-1.amazonaws.com'] : [value, all[i + 1]!]) : [],
    );
    const verified = verifySigV4(
      { method: 'POST', rawUrl: request.url!, rawHeaders, body },
      {
        region: 'us-east-1',
        service: 'lambda',
        lookup: () => ({ secret: { secretAccessKey: SESSION.secretAccessKey, sessionToken: SESSION.sessionToken }, principal: 'child' }),
      },
    );
    expect(verified.ok).toBe(true);
  });
});
