import { beforeEach, describe, expect, it, vi } from 'vitest';

const amplify = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('aws-amplify/api', async (original) => ({ ...(await original<object>()), get: amplify.get, put: amplify.put }));

const { ApiError } = await import('aws-amplify/api');
const { apiGet, apiPut } = await import('../../frontend/src/lib/api-client');
const { AuthExpiredError, setSessionExpiredListener } = await import('../../frontend/src/lib/errors');
const { getConfig, setConfigForTests } = await import('../../frontend/src/lib/config');

const answer = (body: unknown) => ({ response: Promise.resolve({ body: { json: async () => body } }) });
const failWith = (statusCode: number, body = '{"message":"x"}') => ({
  response: Promise.reject(new ApiError({ name: 'UnknownError', message: 'Unknown error', response: { statusCode, headers: {}, body } })),
});

const expired = vi.fn();
beforeEach(() => {
  vi.resetAllMocks();
  setSessionExpiredListener(expired);
});

describe('the signed API client', () => {
  it('GETs with query parameters and PUTs a JSON body through Amplify, on the API named TIR', async () => {
    amplify.get.mockReturnValue(answer({ ok: 1 }));
    amplify.put.mockReturnValue(answer({ saved: 1 }));
    expect(await apiGet('/v3/waw/modules', { day: '1' })).toEqual({ ok: 1 });
    expect(amplify.get).toHaveBeenCalledWith({ apiName: 'TIR', path: '/v3/waw/modules', options: { queryParams: { day: '1' } } });
    expect(await apiPut('/v3/waw/module', { id: 'm' })).toEqual({ saved: 1 });
    expect(amplify.put).toHaveBeenCalledWith({ apiName: 'TIR', path: '/v3/waw/module', options: { body: { id: 'm' } } });
  });

  it.each([401, 403])('turns %i into AUTH_EXPIRED and signs the child out', async (status) => {
    amplify.get.mockReturnValue(failWith(status));
    await expect(apiGet('/v3/waw/student')).rejects.toBeInstanceOf(AuthExpiredError);
    expect(expired).toHaveBeenCalledOnce();
  });

  it("turns any other status into 'Request failed with status {n}', keeping the body", async () => {
    amplify.put.mockReturnValue(failWith(409, '{"module":{"version":3}}'));
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
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (arrive = resolve)));
    amplify.put.mockReturnValue(answer({ saved: 1 }));
    try {
      const saving = apiPut('/v3/waw/module', { id: 'm' });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
      expect(amplify.put).not.toHaveBeenCalled();
      arrive(new Response(JSON.stringify(config)));
      expect(await saving).toEqual({ saved: 1 });
    } finally {
      fetch.mockRestore();
      setConfigForTests(config);
    }
  });
});
