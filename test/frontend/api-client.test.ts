import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { verifySigV4 } from '../../infra/local/sigv4';

const SESSION = {
  accessKeyId: 'ASIACHILD',
  secretAccessKey: 'child-secret',
  sessionToken: 'child-token',
  expiresAt: Date.now() + 3_600_000,
};
vi.mock('../../frontend/src/lib/aws-credentials', () => ({ getAwsSession: async () => SESSION }));

const { apiGet, apiPut } = await import('../../frontend/src/lib/api-client');
const { AuthExpiredError, setSessionExpiredListener } = await import('../../frontend/src/lib/errors');
const { getConfig, setConfigForTests } = await import('../../frontend/src/lib/config');

/** As deployed: calls go to the site, signed for the API's own host and stage. */
const SITE = 'https://d111.cloudfront.net';
const API = 'https://abc123.execute-api.us-east-1.amazonaws.com/prod';

const expired = vi.fn();
let fetch: MockInstance<typeof globalThis.fetch>;
beforeEach(() => {
  vi.resetAllMocks();
  setSessionExpiredListener(expired);
  setConfigForTests({ ...getConfig(), apiEndpoint: SITE, apiSigningEndpoint: API });
  fetch = vi.spyOn(globalThis, 'fetch');
});

const respond = (status: number, body: unknown) => fetch.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const sent = (index = 0) => {
  const [url, init] = fetch.mock.calls[index]! as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

/** Checks a sent call's signature as API Gateway would, on the host and path it was forwarded to. */
const verifiedAt = (host: string, pathPrefix: string, index = 0) => {
  const { url, init, headers } = sent(index);
  const { pathname, search } = new URL(url);
  const rawHeaders = Object.entries({ ...headers, host }).flat();
  return verifySigV4(
    { method: init.method!, rawUrl: `${pathPrefix}${pathname}${search}`, rawHeaders, body: Buffer.from((init.body as string) ?? '') },
    {
      region: 'us-east-1',
      service: 'execute-api',
      lookup: (id, token) =>
        id === SESSION.accessKeyId && token === SESSION.sessionToken
          ? { secret: { secretAccessKey: SESSION.secretAccessKey, sessionToken: SESSION.sessionToken }, principal: 'child' }
          : { error: 'unknown key' },
    },
  ).ok;
};

describe('the signed API client', () => {
  it('sends to the site’s own origin (no preflight) what it signed for the API’s host and stage', async () => {
    respond(200, { ok: 1 });
    expect(await apiGet('/v3/waw/modules', { day: '1', name: 'a b' })).toEqual({ ok: 1 });
    expect(sent().url).toBe(`${SITE}/v3/waw/modules?day=1&name=a%20b`);
    expect(sent().headers.host).toBeUndefined();
    expect(sent().headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIACHILD\/\d{8}\/us-east-1\/execute-api\/aws4_request/);
    expect(sent().headers['x-amz-security-token']).toBe('child-token');
    // What API Gateway sees once CloudFront has forwarded it: its own host, the stage before the path.
    expect(verifiedAt('abc123.execute-api.us-east-1.amazonaws.com', '/prod')).toBe(true);
    // Signed for the wrong host, it fails, as it would in AWS.
    expect(verifiedAt('d111.cloudfront.net', '')).toBe(false);
  });

  it('signs a JSON body it PUTs', async () => {
    respond(200, { saved: 1 });
    expect(await apiPut('/v3/waw/module', { id: 'm' })).toEqual({ saved: 1 });
    expect(sent().init).toMatchObject({ method: 'PUT', body: '{"id":"m"}' });
    expect(sent().headers['content-type']).toBe('application/json');
    expect(verifiedAt('abc123.execute-api.us-east-1.amazonaws.com', '/prod')).toBe(true);
  });

  it('asks for a minimal answer when told to, in a header it signs', async () => {
    respond(200, { version: 5 });
    expect(await apiPut('/v3/waw/module', { id: 'm' }, { minimal: true })).toEqual({ version: 5 });
    expect(sent().headers.prefer).toBe('return=minimal');
    expect(sent().headers.authorization).toMatch(/SignedHeaders=[^,]*prefer/);
    expect(verifiedAt('abc123.execute-api.us-east-1.amazonaws.com', '/prod')).toBe(true);
  });

  it.each([401, 403])('turns %i into AUTH_EXPIRED and signs the child out', async (status) => {
    respond(status, { message: 'x' });
    await expect(apiGet('/v3/waw/student')).rejects.toBeInstanceOf(AuthExpiredError);
    expect(expired).toHaveBeenCalledOnce();
  });

  it("turns any other status into 'Request failed with status {n}', keeping the body", async () => {
    respond(409, { module: { version: 3 } });
    await expect(apiPut('/v3/waw/module', {})).rejects.toMatchObject({
      message: 'Request failed with status 409',
      status: 409,
      body: { module: { version: 3 } },
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('waits for /config.json when a call comes first (a reload sends what waited before the app has its configuration)', async () => {
    const config = getConfig();
    setConfigForTests(undefined);
    let arrive: (response: Response) => void = () => undefined;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (arrive = resolve)));
    respond(200, { saved: 1 });
    const saving = apiPut('/v3/waw/module', { id: 'm' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]![0]).toBe('/config.json');
    arrive(new Response(JSON.stringify(config)));
    expect(await saving).toEqual({ saved: 1 });
    expect(sent(1).url).toBe(`${SITE}/v3/waw/module`);
  });
});
