import { once } from 'node:events';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrontendConfig, LocalCloud } from '../../infra/local/server.js';
import { selfSignedLocalhost, type SelfSigned } from '../support/self-signed.js';
import { startTestCloud } from '../support/test-cloud.js';
import { credentialsFor, signApiRequest } from './stock-client.js';

let cloud: LocalCloud;
let stop: () => Promise<void>;
let tls: SelfSigned;
let session: ClientHttp2Session;

beforeAll(async () => {
  tls = selfSignedLocalhost();
  ({ cloud, stop } = await startTestCloud({ tls }));
  session = connect(cloud.url, { ca: tls.cert });
  await once(session, 'connect');
});

afterAll(async () => {
  session?.close();
  await stop?.();
});

/** One request on the browser's HTTP/2 connection: status, headers and the body as text. */
const h2 = async (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
  stream.end(init.body);
  const [headers] = (await once(stream, 'response')) as [IncomingHttpHeaders];
  let body = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) body += chunk as string;
  return { status: headers[':status'], headers, body };
};

describe("the local CloudFront's TLS side (HTTP/2, as the CDK's distribution serves the site)", () => {
  it('speaks HTTP/2 over TLS and names itself as the origin of every endpoint the browser calls', async () => {
    expect(cloud.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
    const { status, body } = await h2('/config.json');
    expect(status).toBe(200);
    const config = JSON.parse(body) as FrontendConfig;
    expect(config).toEqual(cloud.config);
    expect(config.apiEndpoint).toBe(cloud.url);
    expect(config.apiSigningEndpoint).toMatch(/^http:\/\/localhost:\d+\/api$/);
    expect(config.endpoints.cognitoIdentity).toBe(`${cloud.url}/_aws/cognito-identity`);
    expect(config.mediaDomain).toBe(new URL(cloud.url).host);
  });

  it('passes a sign-in and a signed call on to the API, bodies intact and Host the API’s own', async () => {
    const login = await h2('/v3/waw/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ school_identifier: 'DEMO', username: 'waw.student', password: 'let-me-play-1' }),
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toMatchObject({ token: expect.any(String), identity_id: expect.any(String) });

    // Credentials from the plain port (Node's fetch does not trust this run's certificate), the call through TLS.
    const plainConfig = (await (await fetch(`${cloud.plainUrl}/config.json`)).json()) as FrontendConfig;
    const credentials = await credentialsFor(plainConfig, 'waw.student', 'let-me-play-1');
    const signed = await signApiRequest(cloud.config, credentials, { method: 'GET', path: '/v3/waw/student' });
    const { host: _signedHost, ...headers } = signed.headers;
    const student = await h2(`${signed.url.pathname}${signed.url.search}`, { headers });
    expect(student.status).toBe(200);
    expect(JSON.parse(student.body)).toMatchObject({ first_name: 'Maya', grade: 'WAW' });

    const tampered = await h2('/v3/waw/student', { headers: { ...headers, 'x-amz-date': '20260101T000000Z' } });
    expect(tampered.status).toBe(403);
  });

  it('goes on serving when a viewer cancels requests mid-answer', async () => {
    for (let i = 0; i < 5; i += 1) {
      const stream = session.request({ ':method': 'GET', ':path': '/' });
      stream.on('error', () => undefined);
      stream.end();
      stream.close(constants.NGHTTP2_CANCEL);
    }
    const { status } = await h2('/config.json');
    expect(status).toBe(200);
  });

  it('still answers a client that only speaks HTTP/1.1 over TLS, and the plain port its own origin', async () => {
    // Node's HTTPS client offers no ALPN protocol: the server falls back to HTTP/1.1 for it.
    const request = httpsRequest(`${cloud.url}/config.json`, { ca: tls.cert });
    request.end();
    const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(response.httpVersion).toBe('1.1');
    expect(JSON.parse(body)).toEqual(cloud.config);

    const plain = (await (await fetch(`${cloud.plainUrl}/config.json`)).json()) as FrontendConfig;
    expect(plain.apiEndpoint).toBe(cloud.plainUrl);
    expect(plain.mediaDomain).toBe(new URL(cloud.plainUrl).host);
  });
});
